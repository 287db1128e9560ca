// What other features may use of questions and answers (issue 50).
export { questionsFeature } from './feature';
