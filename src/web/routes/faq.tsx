import { CircleQuestionMark, MessageSquare } from '@web/components/icons';
import type { ReactNode } from 'react';
import { Link } from '@web/lib/router';
import { COMPARE_MAX } from '@shared/limits';
import { PRODUCT_SORT_LABELS } from '@shared/catalog';
import { DURABILITY_HEADLINE_MONTH, DURABILITY_MIN_OWNERS } from '@shared/durability';
import { monthsText } from '@shared/field-reports';
import { METRICS } from '@shared/scoring';
import { STANDARDS } from '@shared/compliance';
import { paths } from '@web/lib/paths';
import { Accordion } from '@web/components/ui/accordion';
import { Button } from '@web/components/ui/button';
import { useStaticHead } from '@web/lib/head';
import { StaticPart } from '@web/lib/partial-hydration';

const UNIFORM_RULES = (['ar670', 'dafi', 'navpers', 'mco'] as const)
  .map((id) => STANDARDS[id].name)
  .join(', ');

const inlineLink = 'font-medium text-primary underline-offset-4 hover:underline';

const FAQ_ITEMS: { id: string; question: string; answer: ReactNode }[] = [
  {
    id: 'battle-ready-index',
    question: 'What is the Battle-Ready Index?',
    answer: (
      <div className="space-y-3">
        <p>
          The Battle-Ready Index is a single 0-100 score that sums up how well a product holds up in
          real use, based on five sub-scores: {METRICS.map((m) => m.label).join(', ')}.
        </p>
        <p>
          Each sub-score is the average of the 1-10 scores given by reviewers whose reviews have
          been approved. The index is then:
        </p>
        <p className="rounded-md bg-muted px-4 py-3 font-mono text-sm text-foreground">
          Battle-Ready Index = round(10 × mean of the five sub-scores)
        </p>
        <p>
          All five sub-scores carry equal weight. Products with no approved reviews yet show
          &quot;Not yet rated&quot; instead of a score.
        </p>
        <p>
          Reviewers can add field reports to their review as months go by. Once a report that scores
          the product again is approved, the review counts with those newer scores instead of its
          original ones, so the index follows how gear holds up over time.
        </p>
      </div>
    ),
  },
  {
    // Issue 47: the methodology of the product page's survival estimate, beside the index's.
    id: 'how-long-it-lasts',
    question: 'How is “How long it lasts” worked out?',
    answer: (
      <div className="space-y-3">
        <p>
          A product&apos;s page shows how long it lasts: the share of owners&apos; gear still in
          service, month by month, from the field reports members add to their reviews as the months
          go by.
        </p>
        <p>
          Each approved review with at least one approved field report is one owner. Only approved
          reviews and approved reports count: a report still waiting for a moderator never does.
        </p>
        <p>
          An owner&apos;s gear counts as failed at the first report that says it broke or failed,
          even if a later report says it was repaired. Otherwise we go by the owner&apos;s last
          report, the one with the most months owned: gear still in service, retired or lost all
          count as not failed when last heard of. Nobody knows what happened to it after that, so it
          counts only for the months its owner reported (statisticians call this censoring).
        </p>
        <p>
          From these timelines the share still in service is the Kaplan-Meier estimate: at each
          month in which gear failed, it falls by the failures among the owners still followed that
          month.
        </p>
        <p className="rounded-md bg-muted px-4 py-3 font-mono text-sm text-foreground">
          share after the month = share before × (1 − failures that month ÷ owners still followed)
        </p>
        <p>
          Around the estimate we show its 95 % interval, by Greenwood&apos;s formula on the log-log
          scale: the range the true share most likely lies in. It widens as fewer owners are still
          followed, and the page says how many are at each step. Once the share falls to one half,
          the month it does so is the median time to failure.
        </p>
        <p>
          Failed and retired reports may name what gave out (a zipper, a seam, the battery …). For
          each, we show how many owners named it and the median month they did.
        </p>
        <p>
          Below {DURABILITY_MIN_OWNERS} owners nothing is shown: the page says &quot;Not enough
          field reports yet&quot;. The share still in service at{' '}
          {monthsText(DURABILITY_HEADLINE_MONTH)} is the figure on product cards and what the
          catalogue&apos;s &quot;{PRODUCT_SORT_LABELS.durability}&quot; sort orders by; products
          without it (too few owners, or none has had the gear that long yet) come after, those with
          more owners first.
        </p>
      </div>
    ),
  },
  {
    // Issue 49: what a standard's badge says, and what "checked" does and does not promise.
    id: 'standards',
    question: 'What does “checked” mean on a standard?',
    answer: (
      <div className="space-y-3">
        <p>
          Products can show the standards they are said to meet: the services&apos; uniform rules (
          {UNIFORM_RULES}), the {STANDARDS.apel.about} ({STANDARDS.apel.name}), NIJ body armor
          ratings, the Berry Amendment, TAA, Made in USA and a National Stock Number (NSN).
        </p>
        <p>
          <strong>Maker claims</strong> means the maker&apos;s or seller&apos;s listing says so. We
          have not checked it, and listings often overstate it.
        </p>
        <p>
          <strong>Checked</strong> means one of our admins found the product on the official source
          (such as the current APEL or NIJ&apos;s compliant products list) on the date shown. The
          badge links to that source and names its edition, so you can look for yourself.
        </p>
        <p>
          A check says what the source said on that day, for the model listed there. It does not
          promise that every item sold under the name is genuine (counterfeits exist, notably of
          body armor), that a seller ships that model, or that the source has not changed since. A
          check older than a year is shown as due for a re-check. It is not advice from the services
          or agencies named, and your unit&apos;s or agency&apos;s own rules always come first.
        </p>
        <p>
          If a claim looks wrong, members can flag it on the product page, with a reason; an admin
          looks at every flag.
        </p>
      </div>
    ),
  },
  {
    id: 'who-can-review',
    question: 'Who can write reviews?',
    answer: (
      <p>
        Any registered user can write a review once they have confirmed their email address. Sign
        in, open a product&apos;s page and share your experience with it. Reviews are checked by a
        moderator before they appear publicly.
      </p>
    ),
  },
  {
    id: 'submit-product',
    question: 'How do I submit a product that is not listed?',
    answer: (
      <p>
        Use the{' '}
        <Link to={paths.submitProduct} className={inlineLink}>
          Submit a Product
        </Link>{' '}
        page while signed in. Paste the product&apos;s Amazon URL first: we fill in the name,
        picture and description Amazon gives, and tell you if the product is already listed or
        waiting for approval. Check what was filled in, add the category and price, and submit.
        Every submitted product needs admin approval before it appears in the catalogue.
      </p>
    ),
  },
  {
    id: 'edit-review',
    question: 'Can I edit or delete my review?',
    answer: (
      <p>
        Yes. Go to your{' '}
        <Link to={paths.profile} className={inlineLink}>
          profile page
        </Link>
        , where you will find all of your reviews with options to edit or delete each one.
      </p>
    ),
  },
  {
    id: 'good-review',
    question: 'What makes a good review?',
    answer: (
      <div className="space-y-2">
        <p>The most helpful reviews include:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>an overall rating;</li>
          <li>scores for all five metrics;</li>
          <li>written content describing how and where you used the gear;</li>
          <li>pros and cons;</li>
          <li>optionally, photos or a video of the product in use.</li>
        </ul>
      </div>
    ),
  },
  {
    id: 'upvotes',
    question: 'How do upvotes work?',
    answer: (
      <p>
        Upvote reviews you find helpful. Reviews with more upvotes rank higher when reviews are
        sorted by most helpful, so the best advice rises to the top.
      </p>
    ),
  },
  {
    id: 'gear-kit',
    question: 'What is the Gear Kit?',
    answer: (
      <p>
        Your Gear Kit is a personal wishlist. Save products with the heart on their page or card,
        keep track of them from your profile, and tick up to three there to compare side by side.
      </p>
    ),
  },
  {
    id: 'mission-matcher',
    question: 'What is the Mission Matcher?',
    answer: (
      <p>
        Tell the{' '}
        <Link to={paths.missionMatcher} className={inlineLink}>
          Mission Matcher
        </Link>{' '}
        what you are packing for, your budget and what matters most, and it builds a ranked kit from
        the catalogue that never goes over budget. Each pick says why it made the cut, from the
        community&apos;s own reviews; pick a branch to rank by its members&apos; reviews.
      </p>
    ),
  },
  {
    id: 'compare',
    question: 'How many products can I compare?',
    answer: (
      <p>
        The{' '}
        <Link to={paths.compare()} className={inlineLink}>
          Compare
        </Link>{' '}
        page shows up to {COMPARE_MAX} products side by side, including their Battle-Ready Index,
        average rating and each of the five sub-scores.
      </p>
    ),
  },
  {
    id: 'flag',
    question: 'What happens when I flag a review?',
    answer: (
      <p>
        The Flag button sends the review to our moderation team, who check it against the community
        guidelines and remove it if needed. Use it for reviews that are spam, abusive, misleading or
        off-topic.
      </p>
    ),
  },
  {
    id: 'non-military',
    question: 'Do I have to be active duty to join?',
    answer: (
      <p>
        No. Battle Ready is open to everyone who relies on dependable gear: veterans, military
        families, law enforcement, first responders and civilian enthusiasts, as well as active-duty
        service members.
      </p>
    ),
  },
];

export default function FaqPage() {
  useStaticHead('faq');
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <StaticPart as="header" className="mb-10 text-center">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <CircleQuestionMark className="size-6" aria-hidden />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Frequently Asked Questions
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Everything you need to know about Battle Ready, the Battle-Ready Index and how our
          community reviews work.
        </p>
      </StaticPart>

      <StaticPart>
        <Accordion name="faq" items={FAQ_ITEMS} />
      </StaticPart>

      <StaticPart
        as="section"
        aria-labelledby="faq-more-questions"
        className="mt-12 rounded-lg border bg-muted/50 px-6 py-8 text-center"
      >
        <MessageSquare className="mx-auto mb-3 size-8 text-primary" aria-hidden />
        <h2 id="faq-more-questions" className="text-xl font-semibold">
          Still have questions?
        </h2>
        <p className="mx-auto mt-2 max-w-md text-muted-foreground">
          Can&apos;t find the answer you&apos;re looking for? We&apos;re happy to help.
        </p>
        <Button asChild className="mt-5">
          <Link to={paths.contact}>Contact our support team</Link>
        </Button>
      </StaticPart>
    </div>
  );
}
