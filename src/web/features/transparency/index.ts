export { transparencyQuery } from './api';
export { transparencyKeys } from './keys';
export { MonthlyFigures } from './components/monthly-figures';
export { PolicyText } from './components/policy-text';
