import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZContactRequest, ZInviteRequest } from '@shared/schemas/contact';

/** The message of the first issue, or undefined when the input is accepted. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const validContact = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Feedback',
  message: 'Great site, keep it up.',
};

const validInvite = {
  name: 'John Smith',
  email: 'john@example.com',
  branch: 'army',
};

/** An address of exactly `length` characters that is otherwise valid. */
function emailOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

describe('ZContactRequest', () => {
  it('accepts a valid message', () => {
    const result = ZContactRequest.safeParse(validContact);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(validContact);
  });

  it('trims every field', () => {
    const result = ZContactRequest.safeParse({
      name: '  Jane Doe  ',
      email: '  jane@example.com\t',
      subject: '\n Feedback ',
      message: '  Great site, keep it up.  ',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(validContact);
  });

  it("reports 'Name is required' first for a fully empty form", () => {
    expect(firstMessage(ZContactRequest, { name: '', email: '', subject: '', message: '' })).toBe(
      'Name is required',
    );
  });

  it("reports 'Name is required' first when every field is missing", () => {
    const result = ZContactRequest.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Name is required',
      'Invalid email address',
      'Subject is required',
      'Message is required',
    ]);
  });

  describe('name', () => {
    it("is required: 'Name is required'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, name: '' })).toBe('Name is required');
    });

    it("rejects whitespace only with 'Name is required'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, name: '   \t ' })).toBe(
        'Name is required',
      );
    });

    it("rejects a missing name with 'Name is required'", () => {
      const { name: _name, ...rest } = validContact;
      expect(firstMessage(ZContactRequest, rest)).toBe('Name is required');
    });

    it('accepts 100 characters', () => {
      expect(firstMessage(ZContactRequest, { ...validContact, name: 'n'.repeat(100) })).toBe(
        undefined,
      );
    });

    it("rejects 101 characters with 'Name must be less than 100 characters'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, name: 'n'.repeat(101) })).toBe(
        'Name must be less than 100 characters',
      );
    });

    it('counts the length after trimming', () => {
      expect(
        firstMessage(ZContactRequest, { ...validContact, name: `  ${'n'.repeat(100)}  ` }),
      ).toBe(undefined);
    });
  });

  describe('email', () => {
    it("rejects 'a@b' with 'Invalid email address'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, email: 'a@b' })).toBe(
        'Invalid email address',
      );
    });

    it("rejects text without '@' with 'Invalid email address'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, email: 'jane.example.com' })).toBe(
        'Invalid email address',
      );
    });

    it("rejects an empty email with 'Invalid email address'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, email: '  ' })).toBe(
        'Invalid email address',
      );
    });

    it('accepts 255 characters', () => {
      expect(firstMessage(ZContactRequest, { ...validContact, email: emailOfLength(255) })).toBe(
        undefined,
      );
    });

    it("rejects 256 characters with 'Email must be less than 255 characters'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, email: emailOfLength(256) })).toBe(
        'Email must be less than 255 characters',
      );
    });
  });

  describe('subject', () => {
    it("is required: 'Subject is required'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, subject: '  ' })).toBe(
        'Subject is required',
      );
    });

    it('accepts 200 characters', () => {
      expect(firstMessage(ZContactRequest, { ...validContact, subject: 's'.repeat(200) })).toBe(
        undefined,
      );
    });

    it("rejects 201 characters with 'Subject must be less than 200 characters'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, subject: 's'.repeat(201) })).toBe(
        'Subject must be less than 200 characters',
      );
    });
  });

  describe('message', () => {
    it("is required: 'Message is required'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, message: '' })).toBe(
        'Message is required',
      );
    });

    it("rejects whitespace only with 'Message is required'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, message: ' \n\n ' })).toBe(
        'Message is required',
      );
    });

    it('accepts 2000 characters', () => {
      expect(firstMessage(ZContactRequest, { ...validContact, message: 'm'.repeat(2000) })).toBe(
        undefined,
      );
    });

    it("rejects 2001 characters with 'Message must be less than 2000 characters'", () => {
      expect(firstMessage(ZContactRequest, { ...validContact, message: 'm'.repeat(2001) })).toBe(
        'Message must be less than 2000 characters',
      );
    });
  });
});

describe('ZInviteRequest', () => {
  it('accepts a valid request without the optional fields', () => {
    const result = ZInviteRequest.safeParse(validInvite);
    expect(result.success).toBe(true);
    expect(result.data?.name).toBe('John Smith');
    expect(result.data?.email).toBe('john@example.com');
    expect(result.data?.branch).toBe('army');
    expect(result.data?.socialMedia).toBeUndefined();
    expect(result.data?.message).toBeUndefined();
  });

  it('trims name, email, social media and message', () => {
    const result = ZInviteRequest.safeParse({
      name: '  John Smith ',
      email: ' john@example.com ',
      branch: 'navy',
      socialMedia: '  @johnsmith  ',
      message: '  Looking forward to it.  ',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: 'John Smith',
      email: 'john@example.com',
      branch: 'navy',
      socialMedia: '@johnsmith',
      message: 'Looking forward to it.',
    });
  });

  it('turns empty or whitespace-only optional fields into undefined', () => {
    const result = ZInviteRequest.safeParse({ ...validInvite, socialMedia: '', message: '   ' });
    expect(result.success).toBe(true);
    expect(result.data?.socialMedia).toBeUndefined();
    expect(result.data?.message).toBeUndefined();
  });

  it("reports 'Name is required' first for a fully empty form", () => {
    expect(firstMessage(ZInviteRequest, { name: '', email: '', branch: '' })).toBe(
      'Name is required',
    );
  });

  it("rejects a whitespace-only name with 'Name is required'", () => {
    expect(firstMessage(ZInviteRequest, { ...validInvite, name: '  ' })).toBe('Name is required');
  });

  it("accepts a 100-character name and rejects 101 with 'Name must be less than 100 characters'", () => {
    expect(firstMessage(ZInviteRequest, { ...validInvite, name: 'n'.repeat(100) })).toBe(undefined);
    expect(firstMessage(ZInviteRequest, { ...validInvite, name: 'n'.repeat(101) })).toBe(
      'Name must be less than 100 characters',
    );
  });

  it("rejects 'a@b' with 'Invalid email address'", () => {
    expect(firstMessage(ZInviteRequest, { ...validInvite, email: 'a@b' })).toBe(
      'Invalid email address',
    );
  });

  it("accepts a 255-character email and rejects 256 with 'Email must be less than 255 characters'", () => {
    expect(firstMessage(ZInviteRequest, { ...validInvite, email: emailOfLength(255) })).toBe(
      undefined,
    );
    expect(firstMessage(ZInviteRequest, { ...validInvite, email: emailOfLength(256) })).toBe(
      'Email must be less than 255 characters',
    );
  });

  describe('branch', () => {
    it("is required: 'Branch is required'", () => {
      const { branch: _branch, ...rest } = validInvite;
      expect(firstMessage(ZInviteRequest, rest)).toBe('Branch is required');
    });

    it("rejects an empty branch with 'Branch is required'", () => {
      expect(firstMessage(ZInviteRequest, { ...validInvite, branch: '' })).toBe(
        'Branch is required',
      );
    });

    it("rejects an unknown branch with 'Branch is required'", () => {
      expect(firstMessage(ZInviteRequest, { ...validInvite, branch: 'police' })).toBe(
        'Branch is required',
      );
      // Display labels are not ids.
      expect(firstMessage(ZInviteRequest, { ...validInvite, branch: 'Military Family' })).toBe(
        'Branch is required',
      );
    });

    it.each([
      'army',
      'navy',
      'air_force',
      'marines',
      'coast_guard',
      'space_force',
      'veteran',
      'family',
    ])('accepts %s', (branch) => {
      expect(firstMessage(ZInviteRequest, { ...validInvite, branch })).toBe(undefined);
    });
  });

  describe('message', () => {
    it('accepts 1000 characters', () => {
      expect(firstMessage(ZInviteRequest, { ...validInvite, message: 'm'.repeat(1000) })).toBe(
        undefined,
      );
    });

    it("rejects 1001 characters with 'Message must be less than 1000 characters'", () => {
      expect(firstMessage(ZInviteRequest, { ...validInvite, message: 'm'.repeat(1001) })).toBe(
        'Message must be less than 1000 characters',
      );
    });

    it('counts the length after trimming', () => {
      const result = ZInviteRequest.safeParse({
        ...validInvite,
        message: `   ${'m'.repeat(1000)}   `,
      });
      expect(result.success).toBe(true);
      expect(result.data?.message).toHaveLength(1000);
    });
  });
});
