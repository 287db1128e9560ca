// Every business constant of SPEC §9, named once. Server and browser both read these.

export const CATALOGUE_PAGE_SIZE = 20;
export const CATALOGUE_PAGE_BUTTONS = 5;
/** Filtered totals are counted up to this many (50 pages); beyond it the UI says "1,000+". */
export const CATALOGUE_COUNT_CAP = 1000;
/**
 * The deepest catalogue page served (decision 012): the first 1,000 products of any listing.
 * Past it a visitor narrows the search or filters, so no request skips more than 980 rows.
 */
export const CATALOGUE_PAGE_CAP = CATALOGUE_COUNT_CAP / CATALOGUE_PAGE_SIZE;

/** Page buttons a listing of `total` products offers, never past the cap. */
export function cataloguePageCount(total: number): number {
  return Math.min(CATALOGUE_PAGE_CAP, Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE)));
}
export const PRICE_SLIDER_MIN = 0;
export const PRICE_SLIDER_MAX = 500;
export const PRICE_SLIDER_STEP = 10;
export const SEARCH_MAX = 200;
/** Header suggestions (issue 31): asked for from this many characters, at most this many. */
export const SUGGEST_MIN = 2;
export const SUGGEST_MAX = 100;
/** Products and categories a suggestion list shows. */
export const SUGGEST_PRODUCTS = 6;
export const SUGGEST_CATEGORIES = 3;
/** Members' questions a suggestion list shows (issue 50). */
export const SUGGEST_QUESTIONS = 3;
/** Related gear on a product page (issue 31). */
export const RELATED_MAX = 6;
/** Deep pages are refused: nobody pages 5,000 deep, and OFFSET that far is a cheap DoS. */
export const PAGE_MAX = 5000;

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_TITLE_MAX = 200;
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 5000;
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 10;
export const REVIEW_PHOTOS_MAX = 5;
/** Pros and cons: one per line, each line at most this long, at most this many lines. */
export const REVIEW_LIST_ITEM_MAX = 200;
export const REVIEW_LIST_ITEMS_MAX = 20;
export const REVIEW_DEFAULT_STARS = 5;
export const REVIEW_DEFAULT_SCORE = 8;
export const FLAG_DESCRIPTION_MAX = 1000;
/**
 * Edits of reviews and field reports together, per member (issue 44): a few an hour is plenty
 * for anyone revising their words; more would flood the moderators' queue with versions.
 */
export const EDIT_LIMIT = { max: 10, windowMinutes: 60 } as const;
/** A review's earlier versions a page of its history holds (issue 44). */
export const REVISION_PAGE_SIZE = 10;

// Review media (SPEC §5, §9; DESIGN §5).
export const PHOTO_BYTES_MAX = 10 * 1024 * 1024;
export const PHOTO_PIXELS_MAX = 40_000_000;
/** Stored photos are scaled down to this longest side; thumbnails to the next. */
export const PHOTO_LONGEST_SIDE = 2048;
export const THUMBNAIL_LONGEST_SIDE = 480;
export const VIDEO_BYTES_MAX = 100 * 1024 * 1024;
/** SPEC §9: private media URLs are signed for this long and re-fetched every 50 minutes. */
export const MEDIA_URL_TTL_SECONDS = 3600;
export const MEDIA_URL_REFRESH_MS = 50 * 60 * 1000;
export const UPLOAD_LIMIT = { max: 30, windowMinutes: 15 } as const;
/** Uploads not yet on a review, per member: enough for two full reviews in progress. */
export const UNATTACHED_MEDIA_MAX = 12;
/** All of a member's stored photos and videos together. */
export const MEDIA_BYTES_PER_MEMBER_MAX = 2 * 1024 * 1024 * 1024;
/** Uploads one member may have in progress at once on one server. */
export const UPLOADS_IN_PROGRESS_MAX = 3;

export const VOTE_LIMIT = { max: 10, windowMinutes: 1 } as const;
export const CONTACT_LIMIT = { max: 5, windowMinutes: 1440 } as const;

export const INVITATION_VALID_DAYS = 7;
export const INVITATION_CODE_LENGTH = 8;
/** No 0, O, 1 or I: a code read aloud or copied by hand cannot be misread (DESIGN §5). */
export const INVITATION_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const PASSWORD_MIN = 8;
export const ADMIN_CREATED_PASSWORD_MIN = 6;
/** Longer passwords are refused, never truncated. */
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 50;
export const EMAIL_MAX = 255;

// Account rate limits (DESIGN §5): counted in the database, so they hold across instances.
export const SIGN_IN_LIMIT = { max: 5, windowMinutes: 1 } as const;
/**
 * Failed sign-ins from one address, whatever the email (issue 17: credential stuffing tries a
 * leaked list of addresses, each once, which the per-address-and-email limit never sees).
 */
export const SIGN_IN_FAILURE_LIMIT = { max: 20, windowMinutes: 15 } as const;
export const SIGN_UP_LIMIT = { max: 10, windowMinutes: 60 } as const;
export const PASSWORD_RESET_LIMIT = { max: 5, windowMinutes: 60 } as const;
export const VERIFICATION_RESEND_LIMIT = { max: 3, windowMinutes: 15 } as const;
export const TWO_FACTOR_LIMIT = { max: 5, windowMinutes: 1 } as const;
/** Attempts at deleting one's own account: each checks a password and maybe a 2FA code. */
export const ACCOUNT_DELETION_LIMIT = { max: 5, windowMinutes: 15 } as const;
/** A Google-only member deletes their account within this long of signing in (no password). */
export const ACCOUNT_DELETION_FRESH_MINUTES = 15;
export const INVITATION_CHECK_LIMIT = { max: 20, windowMinutes: 10 } as const;
export const INVITATION_CREATE_LIMIT = { max: 20, windowMinutes: 1440 } as const;
/**
 * "Download my data" per member (issue 17): each export reads every table about them and signs
 * a link per photo, so a few an hour, plenty for someone saving a copy, not a load to repeat.
 */
export const DATA_EXPORT_LIMIT = { max: 5, windowMinutes: 60 } as const;

export const SESSION_DAYS = 30;
export const SUPER_ADMIN_SETUP_MINUTES = 60;

export const PRODUCT_NAME_MIN = 3;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_CATEGORY_MAX = 100;
export const PRICE_MIN = 0.01;
export const PRICE_MAX = 999999.99;
export const PRODUCT_DESCRIPTION_MIN = 20;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const URL_MAX = 2000;
/** A member's product submissions per day: enough for honest use, not for flooding the queue. */
export const SUBMISSION_LIMIT = { max: 10, windowMinutes: 1440 } as const;
export const ADMIN_NOTES_MAX = 2000;
/** Reading an Amazon page for auto-fill (FAQ): per member, and how long and how much to read. */
export const AMAZON_DETAILS_LIMIT = { max: 30, windowMinutes: 60 } as const;
export const AMAZON_FETCH_TIMEOUT_MS = 5000;
export const AMAZON_FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const AMAZON_FETCH_MAX_REDIRECTS = 5;
/** A product picture the server copies (issue 32): the whole fetch's deadline, and its size. */
export const PICTURE_FETCH_TIMEOUT_MS = 10_000;
export const PICTURE_FETCH_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Pixels a product picture may have, read from its header before anything is decoded (issue
 * 44): 25 MP is more than any product photograph needs for a 1080 px copy, and decoding one
 * costs its pixels in memory (a 39.7 MP PNG took RSS from 261 to 451 MB).
 */
export const PICTURE_PIXELS_MAX = 25_000_000;

/** Saved products per member: a wishlist, not a second catalogue; bounds the list's size. */
export const GEAR_KIT_MAX = 200;

export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 255;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 2000;
export const INVITE_NAME_MAX = 100;
export const INVITE_EMAIL_MAX = 255;
export const INVITE_MESSAGE_MAX = 1000;
export const INVITE_SOCIAL_MAX = 200;

export const COMPARE_MAX = 3;

export const BANNER_TEXT_MAX = 200;
export const HERO_STAT_VALUE_MAX = 20;
export const HERO_STAT_LABEL_MAX = 50;
export const LEGAL_VERSION_MAX = 20;
export const LEGAL_PDF_BYTES_MAX = 20 * 1024 * 1024;
export const LEGAL_FRAME_HEIGHT_PX = 800;

export const INITIAL_LEGAL_VERSION = '1.0';
export const MINIMUM_AGE = 18;

export const DASHBOARD_RECENT_DAYS = 7;
export const DASHBOARD_PRODUCTS_DAYS = 30;

export const HOME_TOP_GEAR = 3;
export const HOME_RECENTLY_REVIEWED = 6;

/** How many rows a moderation list shows, or one bulk decision takes, at once. */
export const MODERATION_LIST_MAX = 200;
/** The bounds of the site setting `flag_hide_threshold` (issue 29; its default is in site.ts). */
export const FLAG_HIDE_THRESHOLD_MIN = 1;
export const FLAG_HIDE_THRESHOLD_MAX = 100;
