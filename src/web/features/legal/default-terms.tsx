import type { ReactNode } from 'react';
import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** Shown on /terms until an admin uploads a Terms of Service document. */
export const DEFAULT_TERMS: LegalSection[] = [
  {
    heading: 'Acceptance of Terms',
    body: (
      <p>
        By accessing or using Battle Ready, you agree to be bound by these Terms of Service. If you
        do not agree with any part of them, please do not use the site. Your continued use of Battle
        Ready means you accept the terms as they stand at that time.
      </p>
    ),
  },
  {
    heading: 'Use License',
    body: (
      <p>
        We grant you a limited, personal, non-transferable licence to view and use Battle Ready for
        non-commercial purposes. You may not copy, resell or republish the site&apos;s content in
        bulk, or attempt to scrape, reverse engineer or disrupt the service. This licence ends
        automatically if you break these terms.
      </p>
    ),
  },
  {
    heading: 'User Content',
    body: (
      <p>
        You keep ownership of the reviews, ratings, photos, videos and other content you post. By
        posting, you grant Battle Ready a non-exclusive, worldwide, royalty-free licence to use,
        display and distribute that content on and in connection with the site. You confirm that you
        have the right to share what you post and that it reflects your honest experience.
      </p>
    ),
  },
  {
    heading: 'Prohibited Uses',
    body: (
      <p>
        You may not post content that is false, misleading, defamatory, harassing, hateful or
        illegal, or that infringes anyone else&apos;s rights. Do not share classified or
        operationally sensitive information, impersonate others, post spam or undisclosed paid
        promotion, or manipulate ratings and votes. We may remove content or suspend accounts that
        break these rules.
      </p>
    ),
  },
  {
    heading: 'Product Information',
    body: (
      <p>
        Product details, specifications and prices are provided by our community and by retailers,
        and we cannot guarantee that they are accurate, complete or current. Prices and availability
        change often, so always check with the retailer before you buy. Reviews are the opinions of
        individual members, not endorsements by Battle Ready.
      </p>
    ),
  },
  {
    heading: 'Affiliate Disclaimer',
    body: (
      <p>
        Battle Ready is ad-free. Some product links, such as links to Amazon, may be affiliate links
        that earn us a small commission when you make a purchase, at no extra cost to you.
        Commissions never influence reviews, ratings or the Battle-Ready Index.
      </p>
    ),
  },
  {
    heading: 'User Accounts',
    body: (
      <p>
        Registration on Battle Ready is invitation-based. You are responsible for keeping your
        password and sign-in credentials safe and for all activity under your account. Tell us
        straight away if you believe your account has been accessed without your permission.
      </p>
    ),
  },
  {
    heading: 'Limitation of Liability',
    body: (
      <p>
        Battle Ready is provided &quot;as is&quot; without warranties of any kind. To the fullest
        extent permitted by law, we are not liable for any indirect, incidental or consequential
        damages arising from your use of the site, or from any product you buy based on information
        found here. Always follow the manufacturer&apos;s instructions and applicable regulations
        when using gear.
      </p>
    ),
  },
  {
    heading: 'Modifications to Terms',
    body: (
      <p>
        We may update these terms from time to time. When we make significant changes we will post
        the new version on this page and may ask you to accept it the next time you sign in.
        Continuing to use Battle Ready after a change means you accept the updated terms.
      </p>
    ),
  },
  {
    heading: 'Contact Information',
    body: (
      <p>
        Questions about these terms? Reach us through our{' '}
        <Link to={paths.contact} className="text-primary underline-offset-4 hover:underline">
          contact page
        </Link>{' '}
        and we will get back to you.
      </p>
    ),
  },
];
