// What other features and the screens may use of questions and answers (issue 50).
export { questionKeys } from './keys';
