import { Link } from '@web/lib/router';
import { paths } from '@web/lib/paths';
import { MINIMUM_AGE } from '@shared/limits';
import type { LegalSection } from './default-terms';

/** Shown on /privacy until an admin uploads a Privacy Policy document. */
export const DEFAULT_PRIVACY: LegalSection[] = [
  {
    heading: 'Information We Collect',
    body: (
      <p>
        When you create an account we collect your email address, an optional profile name and your
        military branch or affiliation. We do not collect your rank, years of service, deployment
        locations or service history. Photos you upload with reviews are stripped of location and
        other embedded metadata before they are stored.
      </p>
    ),
  },
  {
    heading: 'How We Use Information',
    body: (
      <p>
        We use your information to run your account, show your reviews and ratings, keep your Gear
        Kit, and send service emails such as address verification and password resets. We also use
        it to prevent abuse and to understand, in aggregate, how the site is used so we can improve
        it.
      </p>
    ),
  },
  {
    heading: 'Information Sharing',
    body: (
      <p>
        We never sell your data. We share information only with service providers who help us run
        Battle Ready, under obligations to protect it, or when the law requires us to.
      </p>
    ),
  },
  {
    heading: 'Public Information',
    body: (
      <p>
        Your profile name, branch, reviews and ratings are public and can be seen by anyone who
        visits the site. Your email address is never shown publicly. Please think before including
        personal details in the text or photos of a review.
      </p>
    ),
  },
  {
    heading: 'Data Security',
    body: (
      <p>
        We use reasonable safeguards to protect your information, such as storing passwords only in
        hashed form and limiting who can access our systems. No service can promise perfect
        security, so please use a strong, unique password and let us know if you notice anything
        suspicious.
      </p>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        We use a session cookie to keep you signed in, and your browser stores your light or dark
        theme preference locally. We do not use advertising trackers or third-party advertising
        cookies.
      </p>
    ),
  },
  {
    heading: 'Your Rights',
    body: (
      <p>
        You may ask to access, correct, delete or export your personal information, or object to how
        we process it. To make a request, contact us through our{' '}
        <Link to={paths.contact} className="text-primary underline-offset-4 hover:underline">
          contact page
        </Link>
        . We will respond within a reasonable time.
      </p>
    ),
  },
  {
    heading: "Children's Privacy",
    body: (
      <p>
        Battle Ready is not intended for anyone under {MINIMUM_AGE}, and we do not knowingly collect
        information from them. If you believe someone under {MINIMUM_AGE} has created an account,
        let us know and we will delete it.
      </p>
    ),
  },
  {
    heading: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as the site evolves. We will post the new version on this page
        and, for significant changes, may ask you to review and accept it the next time you sign in.
      </p>
    ),
  },
  {
    heading: 'Contact Us',
    body: (
      <p>
        Questions about your privacy or this policy? Reach us through our{' '}
        <Link to={paths.contact} className="text-primary underline-offset-4 hover:underline">
          contact page
        </Link>
        .
      </p>
    ),
  },
];
