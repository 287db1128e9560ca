import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { QUESTION_OWNERS_QUEUE } from '../notifications';
import { questionAdminRoutes } from './admin-routes';
import { askOwners } from './ask-owners';
import { questionRoutes } from './routes';
import { questionWriteRoutes } from './write-routes';

/**
 * Questions and answers on products (issue 50): the Questions tab's reads, asking, answering,
 * votes, marks, flags and edits, the moderators' tab, and the job that asks a new question's
 * owners, once, in one transaction with its completion.
 */
export async function questionsFeature(app: AppInstance) {
  const notifier = app.notifier;
  app.jobs.define<{ questionId: string }>({
    name: QUESTION_OWNERS_QUEUE,
    retryLimit: 10,
    retryDelaySeconds: 10,
    expireSeconds: 600,
    batchSize: 5,
    handleInTransaction: (tx, job) => askOwners(tx, notifier, job.questionId),
  });
  await app.register(questionRoutes);
  await app.register(questionWriteRoutes);
  await app.register(adminScope, { routes: questionAdminRoutes });
}
