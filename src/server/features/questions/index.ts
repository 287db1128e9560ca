// What other features may use of questions and answers (issue 50): their part of the data
// export and of account deletion, the feature itself.
export { questionsFeature } from './feature';
export { answeredQuestions, questionsMatching } from './service';
export { countQuestionContributions, exportQuestions, removeMemberQa } from './data-rights';
export { questionsWaiting, unansweredQuestions } from './waiting';
export { pruneOwnerAsks } from './ask-owners';
export { appealableQaItems, lockQaAppealItem, qaAppealItems } from './appeal-items';
export { decideAnswer, decideQuestion } from './admin-service';
export type { Publishing } from './publish';
