// What the routes may use of appeals (issue 52): the profile's tab. The admins' tab is a lazy
// chunk of routes/admin.tsx.
export { MyAppealsTab } from './components/my-appeals-tab';
