import { ZOk, uuidParam } from '@shared/schemas/common';
import {
  ZAccepted,
  ZAcceptRequest,
  ZAnswerIdParam,
  ZAnswerWrite,
  ZQaFlagRequest,
  ZQaWritten,
  ZQuestionIdParam,
  ZQuestionWrite,
} from '@shared/schemas/questions';
import { ZVoteRequest, ZVoteResult } from '@shared/schemas/reviews';
import type { AppInstance } from '../../app-types';
import { networkOf } from '../../lib/client-network';
import { admitted } from '../../plugins/guards';
import type { FastifyRequest } from 'fastify';
import { acceptAnswer } from './accept';
import { answerQuestion, deleteAnswer, editAnswer } from './answer-write';
import { askQuestion, deleteQuestion, editQuestion } from './ask';
import { flagAnswer, flagQuestion } from './flags';
import { castAnswerVote } from './votes';

const EDIT_PACE =
  'Too many edits of reviews, reports, questions and answers this hour; `Retry-After` says when to try again.';

/** What editing, deleting and flagging a question or an answer differ in: words and services. */
const KINDS = [
  {
    kind: 'question',
    Name: 'Question',
    a: 'a question',
    author: 'asker',
    authorOf: 'ask this question',
    path: '/api/questions/:id',
    params: ZQuestionIdParam,
    body: ZQuestionWrite,
    edit: editQuestion,
    remove: deleteQuestion,
    flag: flagQuestion,
  },
  {
    kind: 'answer',
    Name: 'Answer',
    a: 'an answer',
    author: 'answerer',
    authorOf: 'write this answer',
    path: '/api/answers/:id',
    params: ZAnswerIdParam,
    body: ZAnswerWrite,
    edit: editAnswer,
    remove: deleteAnswer,
    flag: flagAnswer,
  },
] as const;

/** Asking, answering, voting, marking, flagging, editing and deleting (issue 50). */
export async function questionWriteRoutes(app: AppInstance) {
  const publishing = { jobs: app.jobs, notifier: app.notifier };
  const flaggerOf = (req: FastifyRequest) => ({
    viewer: admitted(req),
    networkHash: app.pseudonyms('flag-network', networkOf(req)),
  });

  /**
   * Who may call: signed-in members with a confirmed email. Public at once for a member in good
   * standing, else pending; at most QUESTION_LIMIT an hour.
   */
  app.post(
    '/api/products/:id/questions',
    {
      preValidation: app.guards.verified({
        signIn: 'Please sign in to ask a question',
        verify: 'Please verify your email address before asking questions',
      }),
      schema: {
        operationId: 'askQuestion',
        summary: 'Ask a question about a product',
        tags: ['questions'],
        errors: {
          404: 'No product has this id.',
          429: 'Too many questions this hour; `Retry-After` says when to try again.',
        },
        params: uuidParam,
        body: ZQuestionWrite,
        response: { 201: ZQaWritten },
      },
    },
    async (req, reply) => {
      const written = await askQuestion(app.db, publishing, admitted(req), req.params.id, req.body);
      return reply.status(201).send(written);
    },
  );

  /**
   * Who may call: signed-in members with a confirmed email, on a public question. Public at
   * once for a member in good standing, else pending; at most ANSWER_LIMIT an hour.
   */
  app.post(
    '/api/questions/:id/answers',
    {
      preValidation: app.guards.verified({
        signIn: 'Please sign in to answer questions',
        verify: 'Please verify your email address before answering questions',
      }),
      schema: {
        operationId: 'answerQuestion',
        summary: 'Answer a question',
        tags: ['questions'],
        errors: {
          404: 'No public question has this id.',
          429: 'Too many answers this hour; `Retry-After` says when to try again.',
        },
        params: ZQuestionIdParam,
        body: ZAnswerWrite,
        response: { 201: ZQaWritten },
      },
    },
    async (req, reply) => {
      const written = await answerQuestion(
        app.db,
        publishing,
        admitted(req),
        req.params.id,
        req.body,
      );
      return reply.status(201).send(written);
    },
  );

  /** Who may call: signed-in members with a confirmed email, on others' public answers. */
  app.post(
    '/api/answers/:id/vote',
    {
      preValidation: app.guards.verified({
        signIn: 'Please sign in to vote on answers',
        verify: 'Please verify your email address before voting on answers',
      }),
      schema: {
        operationId: 'voteOnAnswer',
        summary: 'Vote on whether an answer helped',
        tags: ['questions'],
        errors: {
          403: 'Members do not vote on their own answers.',
          404: 'No public answer has this id.',
          429: 'Too many votes; `Retry-After` says when to try again.',
        },
        params: ZAnswerIdParam,
        body: ZVoteRequest,
        response: { 200: ZVoteResult },
      },
    },
    (req) => castAnswerVote(app.db, admitted(req), req.params.id, req.body.voteType),
  );

  /** Who may call: the asker only (403 for anyone else), naming a public answer of theirs. */
  app.post(
    '/api/questions/:id/accept',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'acceptAnswer',
        summary: 'Mark the answer that helped you, or take the mark back with null',
        tags: ['questions'],
        errors: {
          403: 'The caller did not ask this question.',
          404: 'No public question has this id, or the answer named is not a public one of it.',
        },
        params: ZQuestionIdParam,
        body: ZAcceptRequest,
        response: { 200: ZAccepted },
      },
    },
    (req) => acceptAnswer(app.db, admitted(req), req.params.id, req.body.answerId),
  );

  for (const k of KINDS) {
    /** Who may call: its author only (403 for anyone else); at most EDIT_LIMIT edits an hour. */
    app.patch(
      k.path,
      {
        preValidation: app.guards.signedIn(),
        schema: {
          operationId: `edit${k.Name}`,
          summary: `Rewrite your ${k.kind}`,
          tags: ['questions'],
          errors: {
            403: `The caller did not ${k.authorOf}.`,
            404: `No ${k.kind} has this id.`,
            429: EDIT_PACE,
          },
          params: k.params,
          body: k.body,
          response: { 200: ZQaWritten },
        },
      },
      (req) => k.edit(app.db, publishing, admitted(req), req.params.id, req.body),
    );

    /** Who may call: its author, or an admin. A question's answers go with it. */
    app.delete(
      k.path,
      {
        preValidation: app.guards.signedIn(),
        schema: {
          operationId: `delete${k.Name}`,
          summary: `Delete ${k.a}, as its ${k.author} or an admin`,
          tags: ['questions'],
          errors: {
            403: `The caller is neither the ${k.author} nor an admin.`,
            404: `No ${k.kind} has this id.`,
          },
          params: k.params,
          response: { 200: ZOk },
        },
      },
      async (req) => {
        await k.remove(app.db, admitted(req), req.params.id);
        return { ok: true as const };
      },
    );

    /**
     * Who may call: signed-in members with a confirmed email, on others' public questions and
     * answers. The flag that brings its flags' weight to the site's threshold takes it back to
     * pending.
     */
    app.post(
      `${k.path}/flags`,
      {
        preValidation: app.guards.verified({
          signIn: `Please sign in to flag ${k.kind}s`,
          verify: `Please verify your email address before flagging ${k.kind}s`,
        }),
        schema: {
          operationId: `flag${k.Name}`,
          summary: `Flag ${k.a} for the moderators`,
          tags: ['questions'],
          errors: {
            403: `Members do not flag their own ${k.kind}s.`,
            404: `No public ${k.kind} has this id.`,
            409: `You have already flagged this ${k.kind}.`,
          },
          params: k.params,
          body: ZQaFlagRequest,
          response: { 201: ZOk },
        },
      },
      async (req, reply) => {
        await k.flag(app.db, app.notifier, flaggerOf(req), req.params.id, req.body);
        return reply.status(201).send({ ok: true as const });
      },
    );
  }
}
