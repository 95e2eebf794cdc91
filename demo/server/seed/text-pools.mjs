// Word lists and hand-written catalogue entries for the sandbox seed (see data.mjs).
// Everything here is fictional: product names, venues and organizers only look real.

/** Marketplace categories. Ids are small on purpose: they never collide with app ids (101+). */
export const CATEGORIES = [
  ['crm', 'CRM'],
  ['email', 'Email'],
  ['reporting', 'Reporting'],
  ['marketing-and-promotion', 'Marketing & Promotion'],
  ['productivity', 'Productivity'],
  ['tickets-and-onsite', 'Tickets & Onsite'],
  ['website', 'Website'],
  ['virtual-events', 'Virtual Events'],
  ['payments', 'Payments'],
  ['surveys-and-feedback', 'Surveys & Feedback'],
];

/** Spec 001 §9 legacy slugs, plus a few invented ones for "several others". */
export const CATEGORY_ALIASES = [
  ['email-marketing', 'email'],
  ['crm', 'crm'],
  ['websites', 'website'],
  ['finance-and-reporting', 'reporting'],
  ['fundraising', 'marketing-and-promotion'],
  ['paid-social-ads', 'toneden'],
  ['event-management', 'productivity'],
  ['collaboration', 'productivity'],
  ['check-in', 'tickets-and-onsite'],
  ['badges', 'tickets-and-onsite'],
  ['onsite-services', 'tickets-and-onsite'],
];

/** Event categories of spec 000 §1, in id order (101..120, then 199). */
export const EVENT_CATEGORIES = [
  [101, 'Business'],
  [102, 'Science & Tech'],
  [103, 'Music'],
  [104, 'Film & Media'],
  [105, 'Performing & Visual Arts'],
  [106, 'Fashion'],
  [107, 'Health'],
  [108, 'Sports & Fitness'],
  [109, 'Travel & Outdoor'],
  [110, 'Food & Drink'],
  [111, 'Charity & Causes'],
  [112, 'Government'],
  [113, 'Community'],
  [114, 'Spirituality'],
  [115, 'Family & Education'],
  [116, 'Holiday'],
  [117, 'Home & Lifestyle'],
  [118, 'Auto Boat & Air'],
  [119, 'Hobbies'],
  [120, 'School Activities'],
  [199, 'Other'],
];

/**
 * The app catalogue. `pitch` completes "{name} ..." in the description; `services` become
 * service_categories. Slugs are derived from the name unless given.
 */
export const APP_CATALOGUE = [
  {
    name: 'Mailbloom',
    cats: ['email', 'marketing-and-promotion'],
    short: 'Beautiful email campaigns that sync your attendee lists automatically',
    pitch: 'turns every ticket order into a segment you can email in minutes',
    services: ['Email marketing', 'Automation'],
  },
  {
    name: 'PipeForce CRM',
    cats: ['crm'],
    short: 'Turn ticket buyers into CRM contacts with every order synced in real time',
    pitch: 'keeps every ticket buyer, order and check-in in step with your sales pipeline',
    services: ['CRM', 'Sales automation'],
  },
  {
    name: 'Ticketcraft Scanner',
    cats: ['tickets-and-onsite'],
    short: 'Fast, offline-ready ticket scanning for doors, gates and session rooms',
    pitch: 'turns any phone into a fast ticket scanner that keeps working when the venue Wi-Fi does not',
    services: ['Check-in', 'Access control'],
  },
  {
    name: 'BadgeBuilder Pro',
    cats: ['tickets-and-onsite', 'productivity'],
    short: 'Design and print professional name badges on site in seconds',
    pitch: 'lets you design badge templates once and print them at check-in on any thermal printer',
    services: ['Badge printing', 'Check-in'],
  },
  {
    name: 'Surveyly',
    cats: ['surveys-and-feedback', 'reporting'],
    short: 'Post-event surveys that attendees actually finish',
    pitch: 'sends short, friendly surveys the moment your event ends and charts the answers for you',
    services: ['Surveys', 'Analytics'],
  },
  {
    name: 'ToneDen',
    slug: 'toneden',
    cats: ['marketing-and-promotion'],
    short: 'Automate paid social ads for your events and track every ticket sold',
    pitch: 'builds, targets and optimizes social ad campaigns straight from your event details',
    services: ['Paid social ads', 'Retargeting'],
  },
  {
    name: 'Conference Badges',
    slug: 'conference-badges',
    cats: ['tickets-and-onsite'],
    short: 'Print name badges for conferences straight from your attendee list',
    pitch: 'pulls names, companies and ticket types from your attendee list into print-ready badge sheets',
    services: ['Badge printing'],
  },
  {
    name: 'Sanitizer Test App',
    cats: ['productivity'],
    short: 'Test fixture: hostile HTML in the description',
    pitch: 'exists only to check that descriptions are sanitized before they are shown',
    services: ['Testing'],
  },
  {
    name: 'Eventide Attendee Journey Orchestrator',
    cats: ['marketing-and-promotion', 'email', 'crm'],
    short: 'Map every touchpoint from first click to post-event follow-up',
    pitch: 'orchestrates emails, texts and CRM updates around each attendee from first visit to thank-you note',
    services: ['Marketing automation', 'Customer journeys'],
  },
  {
    name: 'Ledgerly Reports',
    cats: ['reporting', 'payments'],
    short: 'Reconcile ticket revenue, fees and payouts in one place',
    pitch: 'matches every payout to the orders, fees and refunds behind it',
    services: ['Accounting', 'Reconciliation'],
  },
  {
    name: 'Dashwise',
    cats: ['reporting'],
    short: 'Live sales dashboards for your whole team',
    pitch: 'puts ticket sales, check-ins and revenue on one live dashboard you can share with a link',
    services: ['Dashboards', 'Business intelligence'],
  },
  {
    name: 'SiteSpring',
    cats: ['website'],
    short: 'Launch a beautiful event website with your tickets built in',
    pitch: 'builds a fast, mobile-friendly event website around your ticket checkout',
    services: ['Website builder'],
  },
  {
    name: 'Pagecraft Events',
    cats: ['website', 'marketing-and-promotion'],
    short: 'Drag-and-drop landing pages with embedded checkout',
    pitch: 'gives every campaign its own landing page with checkout embedded right on it',
    services: ['Landing pages', 'Conversion optimization'],
  },
  {
    name: 'Streamstage',
    cats: ['virtual-events'],
    short: 'Host live-streamed sessions with ticket-gated access',
    pitch: 'streams your sessions in HD and lets in only the people who bought a ticket',
    services: ['Live streaming', 'Virtual venue'],
  },
  {
    name: 'HybridHall',
    cats: ['virtual-events', 'tickets-and-onsite'],
    short: 'Run in-person and online audiences from one control room',
    pitch: 'brings your in-room and remote audiences together with shared Q&A, chat and check-in',
    services: ['Hybrid events', 'Live streaming'],
  },
  {
    name: 'Payloop',
    cats: ['payments'],
    short: 'Accept deposits, instalments and payment plans for high-ticket events',
    pitch: 'splits expensive tickets into deposits and instalments and chases the payments for you',
    services: ['Payment plans', 'Billing'],
  },
  {
    name: 'TapTill POS',
    cats: ['payments', 'tickets-and-onsite'],
    short: 'Sell merch, food and door tickets from one card reader',
    pitch: 'runs your door sales, bar and merch table from one card reader with one report at the end',
    services: ['Point of sale', 'Card payments'],
  },
  {
    name: 'Contactly Sync',
    cats: ['crm', 'email'],
    short: 'Two-way contact sync between your events and your address book',
    pitch: 'keeps contacts, tags and unsubscribes in sync between your events and your address book',
    services: ['Contact sync', 'Data integration'],
  },
  {
    name: 'Relatio',
    cats: ['crm'],
    short: 'Simple CRM for small teams',
    pitch: 'is a friendly CRM for community organizers who know their members by name',
    services: ['CRM', 'Membership'],
  },
  {
    name: 'Taskboard for Events',
    cats: ['productivity'],
    short: 'Checklists, deadlines and run-of-show for every event',
    pitch: 'turns your planning spreadsheet into shared checklists, deadlines and a minute-by-minute run of show',
    services: ['Project management', 'Planning'],
  },
  {
    name: 'Crewshift',
    cats: ['productivity', 'tickets-and-onsite'],
    short: 'Schedule volunteers and staff shifts without the group chat chaos',
    pitch: 'schedules volunteers and staff, sends shift reminders and tracks who actually showed up',
    services: ['Staff scheduling', 'Volunteer management'],
  },
  {
    name: 'Chatterbell Alerts',
    cats: ['productivity'],
    short: 'Get ticket sales alerts in your team chat',
    pitch: 'posts new orders, milestones and sell-out warnings to the team chat channel of your choice',
    services: ['Notifications', 'Team chat'],
  },
  {
    name: 'Sheetsync',
    cats: ['reporting', 'productivity'],
    short: 'Export orders and attendees to spreadsheets automatically',
    pitch: 'keeps a spreadsheet of orders and attendees up to date without a single manual export',
    services: ['Spreadsheets', 'Data export'],
  },
  {
    name: 'Promoly',
    cats: ['marketing-and-promotion'],
    short: 'Discount codes, referral links and influencer tracking in one dashboard',
    pitch: 'creates tracked discount codes and promoter links and shows which ones really sell tickets',
    services: ['Promotions', 'Affiliate marketing'],
  },
  {
    name: 'Buzzcaster',
    cats: ['marketing-and-promotion'],
    short: 'Schedule social posts for every event you publish',
    pitch: 'drafts and schedules social posts for each event you publish, with countdowns as the date nears',
    services: ['Social media', 'Scheduling'],
  },
  {
    name: 'Referrly',
    cats: ['marketing-and-promotion'],
    short: 'Reward attendees who bring their friends',
    pitch: 'gives every attendee a personal referral link and rewards them when friends buy',
    services: ['Referral marketing'],
  },
  {
    name: 'Inboxly Newsletter',
    cats: ['email'],
    short: 'Send a friendly newsletter to past attendees',
    pitch: 'sends a simple, good-looking newsletter to everyone who came to your past events',
    services: ['Newsletters', 'Email marketing'],
  },
  {
    name: 'Letterbox Campaigns',
    cats: ['email'],
    short: 'Email templates designed for event announcements, reminders and recaps',
    pitch: 'ships with templates for announcements, reminders and recaps that look right in every inbox',
    services: ['Email marketing', 'Templates'],
  },
  {
    name: 'Dripwell',
    cats: ['email', 'marketing-and-promotion'],
    short: 'Automated drip sequences before and after every event',
    pitch: 'runs automated email sequences that warm up buyers before the event and follow up after it',
    services: ['Email automation', 'Lifecycle marketing'],
  },
  {
    name: 'Feedbackloop',
    cats: ['surveys-and-feedback'],
    short: 'Collect ratings and comments while the event is still fresh',
    pitch: 'asks attendees for a quick rating by text or email while the event is still fresh',
    services: ['Feedback', 'Surveys'],
  },
  {
    name: 'Quickpoll Live',
    cats: ['surveys-and-feedback', 'virtual-events'],
    short: 'Live polls and audience Q&A for sessions and keynotes',
    pitch: 'adds live polls, word clouds and moderated Q&A to any session, in the room or online',
    services: ['Audience engagement', 'Polling'],
  },
  {
    name: 'NPS Pulse',
    cats: ['surveys-and-feedback', 'reporting'],
    short: 'Measure attendee loyalty with Net Promoter Score surveys',
    pitch: 'tracks how likely attendees are to recommend you, event after event',
    services: ['NPS', 'Analytics'],
  },
  {
    name: 'Seatwise',
    cats: ['tickets-and-onsite'],
    short: 'Interactive seating charts and table assignments for galas and theatres',
    pitch: 'lets buyers pick their seats on an interactive chart and helps you plan gala tables',
    services: ['Reserved seating', 'Floor plans'],
  },
  {
    name: 'Gatekeeper Access',
    cats: ['tickets-and-onsite'],
    short: 'Wristbands, RFID and access zones for festivals',
    pitch: 'manages RFID wristbands, access zones and re-entry for multi-day festivals',
    services: ['Access control', 'RFID'],
  },
  {
    name: 'Kioskly',
    cats: ['tickets-and-onsite'],
    short: 'Self check-in kiosks with instant badge printing',
    pitch: 'turns a tablet into a self check-in kiosk that prints a badge as soon as the ticket is scanned',
    services: ['Self check-in', 'Badge printing'],
  },
  {
    name: 'Wayfinder Maps',
    cats: ['website', 'tickets-and-onsite'],
    short: 'Interactive venue maps on your event page',
    pitch: 'puts an interactive venue map on your event page, with rooms, stages and accessible routes',
    services: ['Maps', 'Venue information'],
  },
  {
    name: 'Agenda Pro',
    cats: ['website', 'productivity'],
    short: 'Publish a searchable agenda with speaker profiles',
    pitch: 'publishes a searchable, filterable agenda with speaker profiles and personal schedules',
    services: ['Agenda', 'Speaker management'],
  },
  {
    name: 'Podium Speaker Hub',
    cats: ['productivity'],
    short: 'Collect speaker bios, slides and travel details in one place',
    pitch: 'collects bios, headshots, slides and travel details from speakers without endless email threads',
    services: ['Speaker management'],
  },
  {
    name: 'Sponsorly',
    cats: ['marketing-and-promotion', 'reporting'],
    short: 'Sell sponsorship packages and report on sponsor ROI',
    pitch: 'sells sponsorship packages online and sends sponsors a report that proves their return',
    services: ['Sponsorship', 'Reporting'],
  },
  {
    name: 'Leadgrabber',
    cats: ['crm', 'tickets-and-onsite'],
    short: 'Exhibitor lead retrieval by badge scan',
    pitch: 'lets exhibitors scan badges, add notes and export qualified leads to their CRM',
    services: ['Lead retrieval', 'Exhibitors'],
  },
  {
    name: 'Flowhook',
    cats: ['productivity'],
    short: 'Connect your events to hundreds of tools without writing code',
    pitch: 'connects orders, attendees and check-ins to hundreds of tools with no-code workflows',
    services: ['Integrations', 'Automation'],
  },
  {
    name: 'Datebook Sync',
    cats: ['productivity'],
    short: "Add events to attendees' calendars with one click",
    pitch: 'adds your event to attendee calendars and keeps the entry updated when details change',
    services: ['Calendar'],
  },
  {
    name: 'Textblast SMS',
    cats: ['marketing-and-promotion', 'email'],
    short: 'SMS reminders that cut no-shows',
    pitch: 'sends timely text reminders with directions and door times so fewer ticket holders forget to come',
    services: ['SMS marketing', 'Reminders'],
  },
  {
    name: 'Pushbell',
    cats: ['marketing-and-promotion'],
    short: 'Push notifications for your event app',
    pitch: 'sends push notifications to your event app for schedule changes and last-minute news',
    services: ['Push notifications'],
  },
  {
    name: 'Metricly',
    cats: ['reporting'],
    short: 'Attribution reporting across every marketing channel',
    pitch: 'attributes every ticket sale to the channel, campaign and post that drove it',
    services: ['Attribution', 'Analytics'],
  },
  {
    name: 'Cohortly',
    cats: ['reporting', 'crm'],
    short: 'Understand repeat attendees and lifetime value',
    pitch: 'groups attendees into cohorts so you can see who comes back and what they are worth',
    services: ['Analytics', 'Retention'],
  },
  {
    name: 'Pixelpath',
    cats: ['marketing-and-promotion', 'reporting'],
    short: 'Conversion tracking pixels without touching code',
    pitch: 'installs and manages conversion pixels for your ad platforms without touching code',
    services: ['Conversion tracking', 'Advertising'],
  },
  {
    name: 'Webinarly',
    cats: ['virtual-events'],
    short: 'Simple webinars for ticketed audiences',
    pitch: 'hosts simple, reliable webinars for paying audiences, with replays sent automatically',
    services: ['Webinars'],
  },
  {
    name: 'Roomcast',
    cats: ['virtual-events'],
    short: 'Breakout rooms and networking lounges for online events',
    pitch: 'adds breakout rooms, speed networking and lounges to your online events',
    services: ['Virtual networking'],
  },
  {
    name: 'Expohall Virtual',
    cats: ['virtual-events', 'marketing-and-promotion'],
    short: 'Virtual exhibitor booths with lead capture',
    pitch: 'gives every exhibitor a virtual booth with video, downloads and lead capture',
    services: ['Virtual expo', 'Lead retrieval'],
  },
  {
    name: 'Goodcause Giving',
    cats: ['payments', 'marketing-and-promotion'],
    short: 'Add donations to checkout and run fundraising campaigns',
    pitch: 'adds a donation step to checkout and runs peer-to-peer fundraising pages for your cause',
    services: ['Donations', 'Fundraising'],
  },
  {
    name: 'Billbright Invoicing',
    cats: ['payments'],
    short: 'Send invoices for group and corporate bookings',
    pitch: 'invoices companies for group bookings and marks the tickets paid when the money arrives',
    services: ['Invoicing'],
  },
  {
    name: 'Currencywise',
    cats: ['payments', 'reporting'],
    short: 'Multi-currency pricing with live exchange rates',
    pitch: 'shows ticket prices in the buyer’s currency and reports revenue in yours',
    services: ['Multi-currency', 'Pricing'],
  },
  {
    name: 'Taxcalc Events',
    cats: ['payments', 'reporting'],
    short: 'Automatic sales tax and VAT on every ticket',
    pitch: 'works out sales tax and VAT for every ticket and prepares the filing report',
    services: ['Tax compliance'],
  },
  {
    name: 'Formfolio',
    cats: ['surveys-and-feedback', 'productivity'],
    short: 'Custom registration forms with conditional questions',
    pitch: 'builds registration forms with conditional questions, file uploads and dietary options',
    services: ['Forms', 'Registration'],
  },
  {
    name: 'Waitlist Wizard',
    cats: ['tickets-and-onsite', 'marketing-and-promotion'],
    short: 'Smart waitlists that refill sold-out events',
    pitch: 'offers released tickets to the waitlist in order and gives each person a fair window to buy',
    services: ['Waitlists'],
  },
  {
    name: 'Groupgo',
    cats: ['tickets-and-onsite', 'payments'],
    short: 'Group bookings and split payments for friends',
    pitch: 'lets one friend reserve tickets for the group and everyone pay their own share',
    services: ['Group bookings', 'Split payments'],
  },
  {
    name: 'Helpdesk Hero',
    cats: ['crm', 'productivity'],
    short: 'Answer attendee questions from one shared inbox',
    pitch: 'brings attendee emails, chats and order lookups into one shared inbox for your team',
    services: ['Customer support', 'Help desk'],
  },
  {
    name: 'Widgetbox Embed',
    cats: ['website'],
    short: 'Embed ticket widgets on any website',
    pitch: 'embeds ticket, calendar and countdown widgets on any website with one line of code',
    services: ['Embeds', 'Website'],
  },
  {
    name: 'Pressbridge Tickets',
    cats: ['website'],
    short: 'Sell tickets from your blog with a simple plugin',
    pitch: 'adds event listings and checkout to your blog through a simple plugin',
    services: ['Blog plugin', 'Website'],
  },
  {
    name: 'Shopline Merch',
    cats: ['payments', 'marketing-and-promotion'],
    short: 'Sell branded merchandise alongside your tickets',
    pitch: 'sells T-shirts, posters and other merch alongside tickets, with pick-up at the venue',
    services: ['Merchandise', 'E-commerce'],
  },
  {
    name: 'Photobooth Live',
    cats: ['marketing-and-promotion'],
    short: 'Branded photo booth with instant social sharing',
    pitch: 'runs a branded photo booth on an iPad and lets guests share their photos instantly',
    services: ['Photo booth', 'Social sharing'],
  },
  {
    name: 'Recapreel',
    cats: ['marketing-and-promotion', 'virtual-events'],
    short: 'Turn session recordings into highlight reels',
    pitch: 'cuts your session recordings into short highlight clips ready for social media',
    services: ['Video', 'Content marketing'],
  },
  {
    name: 'Translato',
    cats: ['website', 'virtual-events'],
    short: 'Live captions and translation in 30 languages',
    pitch: 'adds live captions and translation in 30 languages to your streams and event pages',
    services: ['Captions', 'Translation'],
  },
  {
    name: 'Accessibly',
    cats: ['website', 'surveys-and-feedback'],
    short: 'Collect access needs and share them with your venue team',
    pitch: 'asks attendees about access needs during checkout and shares them safely with your venue team',
    services: ['Accessibility'],
  },
  {
    name: 'Hotelblock',
    cats: ['productivity'],
    short: 'Manage hotel room blocks for your attendees',
    pitch: 'manages hotel room blocks, booking links and pick-up reports for your attendees',
    services: ['Accommodation', 'Travel'],
  },
  {
    name: 'Shuttlesync',
    cats: ['tickets-and-onsite', 'productivity'],
    short: 'Coordinate shuttles and transport for attendees',
    pitch: 'schedules shuttles between hotels and venues and tells attendees when the next one leaves',
    services: ['Transport', 'Logistics'],
  },
  {
    name: 'Certifly',
    cats: ['productivity', 'email'],
    short: 'Issue certificates of attendance and CPD credits',
    pitch: 'emails certificates of attendance and tracks continuing-education credits after each session',
    services: ['Certificates', 'Education'],
  },
];

/** Per-category feature bullets used to compose descriptions. */
export const FEATURES = {
  crm: [
    'Two-way sync of contacts and orders',
    'Custom field mapping for ticket questions',
    'Lead scoring based on attendance history',
    'Automatic tags for ticket type and event',
    'Deduplication that merges repeat buyers',
  ],
  email: [
    'Drag-and-drop email editor',
    'Segments by ticket type, date and check-in status',
    'Scheduled reminders before doors open',
    'Open and click reporting per campaign',
    'Unsubscribes honoured across every list',
  ],
  reporting: [
    'Scheduled reports by email',
    'Export to CSV and spreadsheets',
    'Revenue, fees and refunds side by side',
    'Filters by event, date range and ticket type',
    'Shareable read-only dashboards',
  ],
  'marketing-and-promotion': [
    'Tracked links for every channel',
    'Audience targeting from past attendees',
    'A/B testing of creatives',
    'Conversion reporting down to the ticket',
    'Promo code performance at a glance',
  ],
  productivity: [
    'Shared checklists with owners and due dates',
    'Team notifications you can fine-tune',
    'Templates you can reuse for every event',
    'Works on phone, tablet and desktop',
    'Role-based access for staff and volunteers',
  ],
  'tickets-and-onsite': [
    'Offline mode for venues with poor signal',
    'Check-in by QR code, name search or order number',
    'Live attendance counts for every entrance',
    'Works with common thermal and badge printers',
    'Multiple devices in sync at the door',
  ],
  website: [
    'Mobile-first templates',
    'Embedded checkout with no redirects',
    'Custom domains with free HTTPS',
    'SEO-friendly event pages',
    'Automatic updates when event details change',
  ],
  'virtual-events': [
    'HD streaming with adaptive quality',
    'Ticket-gated access links',
    'Moderated chat and Q&A',
    'Automatic recordings and replays',
    'Attendance reports per session',
  ],
  payments: [
    'Payouts reconciled to orders',
    'Support for cards and local payment methods',
    'Refunds and partial refunds in one click',
    'Exports ready for your accountant',
    'Multi-currency support',
  ],
  'surveys-and-feedback': [
    'Question types from star ratings to free text',
    'Automatic sending after the event ends',
    'Real-time charts of answers',
    'Anonymous responses when you want them',
    'Export responses to CSV',
  ],
};

export const DESCRIPTION_OPENERS = [
  'Organizers of every size use it, from neighbourhood meetups to multi-day conferences.',
  'Setup takes a few minutes: connect your account, choose your events and you are done.',
  'It works with every event on your account, including recurring events and series.',
  'Built by a team that has run events for years, it focuses on the jobs you do every week.',
  'No developer time needed: everything is configured from a simple settings page.',
];

export const DESCRIPTION_CLOSERS = [
  'Try it free for 14 days, then choose the plan that fits the number of events you run.',
  'A free plan covers up to three events a month; paid plans add unlimited events and priority support.',
  'Pricing is per event, so you only pay when you actually use it.',
  'Plans start with a free tier and scale with your ticket volume.',
];

export const SUPPORT_LINES = [
  'Our support team answers within one business day, Monday to Friday.',
  'Live chat is available from 9am to 6pm Eastern, and email support around the clock.',
  'Browse the help center for step-by-step guides, or email us and a real person will reply.',
  'Priority phone support is included on every paid plan.',
];

export const RESOURCE_LINK_TITLES = [
  ['Help center', 'help'],
  ['Getting started guide', 'docs/getting-started'],
  ['API documentation', 'docs/api'],
  ['Pricing', 'pricing'],
  ['Release notes', 'changelog'],
  ['Video walkthrough', 'videos/walkthrough'],
  ['Privacy policy', 'privacy'],
  ['Status page', 'status'],
];

// ---------------------------------------------------------------------------------------------
// People

export const PERSONAS = [
  { publicId: 'u1001', persona: 'attendee', firstName: 'Ada', lastName: 'Attenborough', locale: 'en_US' },
  { publicId: 'u1002', persona: 'organizer', firstName: 'Olivia', lastName: 'Organa', locale: 'en_US' },
  { publicId: 'u1003', persona: 'staff', firstName: 'Stefan', lastName: 'Stafford', locale: 'en_GB' },
  { publicId: 'u1004', persona: 'partner', firstName: 'Priya', lastName: 'Partridge', locale: 'en_US' },
  { publicId: 'u1005', persona: 'no-apps', firstName: 'Noah', lastName: 'Nash', locale: 'en_CA' },
];

/** Reviewer names by locale; names are combined, so the pools only need to be varied. */
export const NAMES_BY_LOCALE = {
  en_US: {
    first: [
      'James',
      'Maria',
      'Tyrone',
      'Emily',
      'Kevin',
      'Ashley',
      'Marcus',
      'Jennifer',
      'Carlos',
      'Megan',
      'DeShawn',
      'Rachel',
      'Brandon',
      'Lauren',
      'Andre',
      'Hannah',
      'Wei',
      'Nicole',
      'Jamal',
      'Samantha',
    ],
    last: ['Johnson', 'Williams', 'Rodriguez', 'Nguyen', 'Patel', 'Thompson', 'Garcia', 'Kim', 'Washington', 'Miller', 'Chen', 'Davis', 'Okafor', 'Brooks', 'Rivera', 'Sullivan'],
  },
  en_GB: {
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Poppy', 'Alfie', 'Freya', 'Rhys', 'Siobhan', 'Callum', 'Imogen'],
    last: ['Smith', 'Jones', 'Taylor', 'Evans', 'Hughes', 'Walsh', 'Murphy', 'Ahmed', 'Campbell', 'Fletcher', 'Khan', 'Pritchard'],
  },
  de_DE: {
    first: ['Lukas', 'Anna', 'Jürgen', 'Lea', 'Maximilian', 'Sophie', 'Felix', 'Hannah', 'Jörg', 'Katharina'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer', 'Wagner', 'Krüger'],
  },
  fr_FR: {
    first: ['Léa', 'Hugo', 'Chloé', 'Louis', 'Camille', 'Théo', 'Manon', 'Étienne', 'Inès', 'Mathis'],
    last: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Roux', 'Fontaine', 'Benali'],
  },
  es_ES: {
    first: ['Lucía', 'Javier', 'Carmen', 'Alejandro', 'Paula', 'Sergio', 'Elena', 'Álvaro', 'Nuria', 'Iñaki'],
    last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Jiménez', 'Núñez'],
  },
  pt_BR: {
    first: ['João', 'Ana', 'Pedro', 'Beatriz', 'Gustavo', 'Larissa', 'Rafael', 'Camila'],
    last: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Ferreira', 'Costa', 'Araújo'],
  },
  es_MX: {
    first: ['Diego', 'Valeria', 'Emiliano', 'Ximena', 'Santiago', 'Fernanda'],
    last: ['Hernández', 'Ramírez', 'Flores', 'Castillo', 'Morales', 'Vázquez'],
  },
  ja_JP: {
    first: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Sakura'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Yamamoto'],
  },
  en_AU: {
    first: ['Jack', 'Charlotte', 'Cooper', 'Matilda', 'Lachlan', 'Ruby'],
    last: ['Kelly', "O'Brien", 'Mitchell', 'Nguyen', 'Robinson', 'Papadopoulos'],
  },
  en_CA: {
    first: ['Liam', 'Chloe', 'Ethan', 'Maya', 'Aiden', 'Avery'],
    last: ['Tremblay', 'MacDonald', 'Singh', 'Roy', 'Wong', 'Bouchard'],
  },
  nl_NL: {
    first: ['Daan', 'Sanne', 'Bram', 'Lotte'],
    last: ['de Vries', 'van Dijk', 'Jansen', 'Bakker'],
  },
  sv_SE: {
    first: ['Erik', 'Astrid', 'Søren', 'Ingrid'],
    last: ['Lindqvist', 'Johansson', 'Nyström', 'Berg'],
  },
};

/** How many reviewers come from each locale (sums to the reviewer count). */
export const REVIEWER_LOCALE_MIX = [
  ['en_US', 70],
  ['en_GB', 18],
  ['de_DE', 12],
  ['fr_FR', 10],
  ['es_ES', 10],
  ['pt_BR', 8],
  ['es_MX', 6],
  ['ja_JP', 6],
  ['en_AU', 8],
  ['en_CA', 8],
  ['nl_NL', 4],
  ['sv_SE', 4],
];

// ---------------------------------------------------------------------------------------------
// Reviews. Placeholders: {app} app name, {feature} a feature phrase of the app's first category.

export const FEATURE_NOUNS = {
  crm: ['contact sync', 'the field mapping', 'lead scoring', 'the tagging rules'],
  email: ['the email editor', 'the templates', 'segmenting', 'the reminder scheduling'],
  reporting: ['the reports', 'the dashboards', 'the CSV exports', 'the payout reconciliation'],
  'marketing-and-promotion': ['the campaign tracking', 'the promo codes', 'the audience targeting', 'the social scheduling'],
  productivity: ['the checklists', 'the notifications', 'the templates', 'the team permissions'],
  'tickets-and-onsite': ['check-in', 'the scanning', 'badge printing', 'the offline mode'],
  website: ['the page builder', 'the embedded checkout', 'the templates', 'the custom domain setup'],
  'virtual-events': ['the stream quality', 'the Q&A', 'the replays', 'the breakout rooms'],
  payments: ['the payouts', 'refunds', 'the invoicing', 'the multi-currency support'],
  'surveys-and-feedback': ['the survey builder', 'the response charts', 'automatic sending', 'the exports'],
};

export const REVIEW_TITLES = {
  positive: [
    'Exactly what we needed',
    'A must-have for our events',
    'Saved us hours every week',
    'Game changer for our team',
    'Works flawlessly',
    'Great app, great support',
    'Five stars from a festival organizer',
    'So easy to set up',
    'Our go-to tool',
    'Reliable and simple',
    'Best investment this season',
    'Love it',
    'Made our conference run smoothly',
    'Support team is fantastic',
    'Does one thing and does it well',
    'Highly recommended for small teams',
    'Finally, an integration that just works',
    'Brilliant',
  ],
  mixed: [
    'Good, but a few rough edges',
    'Solid, pricing is steep',
    'Does the job',
    'Useful once you get past setup',
    'Decent but missing features',
    'OK for small events',
    'Mostly reliable',
    'Promising, needs polish',
  ],
  negative: [
    'Sync keeps breaking',
    'Not worth the price',
    'Disappointed',
    'Support never replied',
    'Too buggy for live events',
    'Stopped working after an update',
    'Confusing setup',
    'Would not recommend',
  ],
};

export const REVIEW_SENTENCES = {
  positive: [
    'We set up {app} in about ten minutes and it has worked every day since.',
    'Honestly, we would pay for {feature} alone.',
    'Our volunteers picked it up without any training.',
    'We ran a 2,000-person conference with it and had zero issues.',
    'The support team answered my question within an hour, on a Sunday.',
    'Really impressed with {feature}: fast and exactly as described.',
    'It replaced two other tools we were paying for.',
    'Everything syncs in real time, which is what sold me.',
    'I recommend {app} to every organizer I talk to.',
    'The onboarding call was genuinely helpful.',
    'Our ticket sales for the spring series were up noticeably after switching.',
    'Clean interface, no clutter, and it just works.',
  ],
  mixed: [
    'We like {feature}, but the settings page is confusing.',
    'It does what we need, though it took a while to configure.',
    'Pricing jumped this year, which is hard for a small nonprofit.',
    'Would love better documentation for {feature}.',
    'A couple of glitches during our last event, but support sorted them out.',
    'Good for single events, less so for recurring series.',
    'The mobile experience could be smoother.',
  ],
  negative: [
    'We had trouble with {feature} halfway through our event and fell back to paper lists.',
    'I emailed support three times and never heard back.',
    'After the last update nothing synced for two days.',
    'Far too expensive for what it does.',
    'The setup instructions are out of date and the screenshots do not match.',
    'We cancelled after one month.',
    'It duplicated half of our contacts and we had to clean them up by hand.',
  ],
};

/** A few reviews in the reviewer's own language, keyed by rating locale. */
export const LOCAL_REVIEWS = {
  de_DE: {
    positive: [
      ['Absolut empfehlenswert', 'Die Einrichtung hat keine zehn Minuten gedauert. Seitdem läuft alles zuverlässig.'],
      ['Spart uns viel Zeit', 'Unser Team nutzt {app} bei jeder Veranstaltung. Der Support ist schnell und freundlich.'],
      ['Top!', 'Funktioniert genau so, wie es soll.'],
    ],
    mixed: [
      ['Gut, aber teuer', 'Die Funktionen sind gut, der Preis ist für kleine Vereine allerdings hoch.'],
      ['Solide', 'Macht, was es soll. Die Einrichtung war etwas umständlich.'],
    ],
    negative: [
      ['Leider enttäuscht', 'Die Synchronisierung bricht ständig ab. Auf unsere Anfrage kam keine Antwort.'],
      ['Nicht zu empfehlen', 'Nach dem letzten Update funktioniert fast nichts mehr.'],
    ],
  },
  fr_FR: {
    positive: [
      ['Parfait pour nos événements', "Installation rapide et très simple à utiliser. Toute l'équipe l'a adopté."],
      ['Excellent support', "L'équipe a répondu en moins d'une heure. {app} est devenu indispensable."],
      ['Très pratique', 'Fait exactement ce qui est annoncé.'],
    ],
    mixed: [
      ['Bien, mais perfectible', "Fonctionne bien dans l'ensemble, mais la configuration est un peu longue."],
      ['Correct', 'Utile, mais un peu cher pour une petite association.'],
    ],
    negative: [
      ['Décevant', 'Beaucoup de bugs pendant notre dernier salon. Nous avons dû revenir aux listes papier.'],
      ['À éviter', 'Le support ne répond pas et la synchronisation échoue régulièrement.'],
    ],
  },
  es_ES: {
    positive: [
      ['Imprescindible', 'Lo configuramos en diez minutos y funciona sin problemas desde entonces.'],
      ['Muy recomendable', 'El equipo de soporte es rapidísimo. {app} nos ahorra horas cada semana.'],
      ['Genial', 'Hace justo lo que promete.'],
    ],
    mixed: [
      ['Correcto, pero caro', 'Cumple su función, aunque el precio ha subido bastante este año.'],
      ['Bien, sin más', 'Funciona, pero la configuración inicial es complicada.'],
    ],
    negative: [
      ['No lo recomiendo', 'La sincronización falla a menudo y el soporte no contesta.'],
      ['Una decepción', 'Dejó de funcionar en mitad de nuestro evento.'],
    ],
  },
};

export const REPLY_TEXTS = {
  positive: [
    'Thank you so much, {first}! We are thrilled {app} helped your event run smoothly.',
    'Thanks for the kind words, {first}. We will pass them on to the team.',
    'Really appreciate you taking the time to review {app}, {first}. See you at your next event!',
  ],
  mixed: [
    'Thanks for the honest feedback, {first}. We are reworking the settings page this quarter and would love your input; write to us at {email}.',
    'Hi {first}, thanks for sticking with us. Better documentation is on our roadmap, and our team is happy to walk you through the setup in the meantime.',
  ],
  negative: [
    'Hi {first}, we are sorry to hear this. That is not the experience we want anyone to have. Please email {email} with your account details so we can look into it right away.',
    'We apologise, {first}. The sync issue you describe was caused by an update we have since rolled back. If anything still looks wrong, reply to {email} and we will fix it personally.',
    'Sorry about this, {first}. We looked for your support tickets and could not find them; could you contact {email} directly? We want to make this right.',
  ],
};

// ---------------------------------------------------------------------------------------------
// Events

/** City, country data and a few fictional venues. */
export const CITIES = [
  { city: 'San Francisco', tz: 'America/Los_Angeles', currency: 'USD', venues: ['Fillmore Street Loft', 'Mission Bay Conference Center', 'Dogpatch Studios'] },
  { city: 'New York', tz: 'America/New_York', currency: 'USD', venues: ['Brooklyn Ironworks Hall', 'Hudson Yards Hall', 'West Village Listening Room'] },
  { city: 'Austin', tz: 'America/Chicago', currency: 'USD', venues: ['Congress Avenue Ballroom', 'East Side Pavilion', 'Zilker Park Lawn'] },
  { city: 'Chicago', tz: 'America/Chicago', currency: 'USD', venues: ['Navy Pier Hall B', 'Uptown Velvet Lounge', 'West Loop Commons'] },
  { city: 'Denver', tz: 'America/Denver', currency: 'USD', venues: ['Larimer Square Hall', 'RiNo Art Hall', 'Union Station Terminal'] },
  { city: 'Seattle', tz: 'America/Los_Angeles', currency: 'USD', venues: ['Pike Street Hall', 'Fremont Foundry', 'Lake Union Pavilion'] },
  { city: 'London', tz: 'Europe/London', currency: 'GBP', venues: ['Camden Engine Shed', 'Shoreditch Town Rooms', 'Southbank Terrace'] },
  { city: 'Manchester', tz: 'Europe/London', currency: 'GBP', venues: ['Ancoats Mill Rooms', 'Northern Quarter Studio', 'Mayfield Depot'] },
  { city: 'Edinburgh', tz: 'Europe/London', currency: 'GBP', venues: ['Leith Assembly Rooms', 'Old Town Vaults', 'Meadows Courtyard'] },
  { city: 'Berlin', tz: 'Europe/Berlin', currency: 'EUR', venues: ['Alte Brauerei Halle 3', 'Spreeufer Lofts', 'Tempelhof Hangar 4'] },
  { city: 'München', tz: 'Europe/Berlin', currency: 'EUR', venues: ['Werksviertel Mitte', 'Alte Kongresshalle', 'Isarwerk Studio'] },
  { city: 'Hamburg', tz: 'Europe/Berlin', currency: 'EUR', venues: ['Speicherstadt Forum', 'Schanzenhof', 'Hafenkante Saal'] },
  { city: 'Paris', tz: 'Europe/Paris', currency: 'EUR', venues: ['Le Marais Atelier', 'La Halle aux Idées', 'Canal Saint-Martin Loft'] },
  { city: 'Lyon', tz: 'Europe/Paris', currency: 'EUR', venues: ['Les Docks de Confluence', 'Salle Croix-Rousse', 'Halle des Brotteaux'] },
  { city: 'Madrid', tz: 'Europe/Madrid', currency: 'EUR', venues: ['Matadero Nave 16', 'Sala Malasaña', 'Espacio Retiro'] },
  { city: 'Barcelona', tz: 'Europe/Madrid', currency: 'EUR', venues: ['Poblenou Lab', 'Sala Paral·lel', 'Fàbrica del Born'] },
  { city: 'Toronto', tz: 'America/Toronto', currency: 'CAD', venues: ['Distillery District Hall', 'Queen West Studio', 'Harbourfront Pavilion'] },
  { city: 'Vancouver', tz: 'America/Vancouver', currency: 'CAD', venues: ['Gastown Commons', 'Granville Island Stage', 'False Creek Loft'] },
  { city: 'Montréal', tz: 'America/Toronto', currency: 'CAD', venues: ['Salle du Plateau', 'Mile End Atelier', 'Vieux-Port Hangar'] },
  { city: 'Sydney', tz: 'Australia/Sydney', currency: 'AUD', venues: ['Eveleigh Rail Sheds', 'Surry Hills Warehouse', 'Darling Harbour Pavilion'] },
  { city: 'Melbourne', tz: 'Australia/Melbourne', currency: 'AUD', venues: ['Fitzroy Town Hall Annex', 'Southbank Arts Shed', 'Collingwood Yards'] },
  { city: 'São Paulo', tz: 'America/Sao_Paulo', currency: 'BRL', venues: ['Espaço Vila Madalena', 'Galpão Pinheiros', 'Centro Cultural Paulista'] },
  { city: 'Rio de Janeiro', tz: 'America/Sao_Paulo', currency: 'BRL', venues: ['Armazém da Praça Mauá', 'Casa Lapa', 'Espaço Botafogo'] },
  { city: 'Ciudad de México', tz: 'America/Mexico_City', currency: 'MXN', venues: ['Foro Roma Norte', 'Casa Condesa', 'Nave Coyoacán'] },
  { city: 'Guadalajara', tz: 'America/Mexico_City', currency: 'MXN', venues: ['Foro Chapalita', 'Casa Colomos', 'Salón Americana'] },
  { city: 'Tokyo', tz: 'Asia/Tokyo', currency: 'JPY', venues: ['Shibuya Stream Hall', 'Daikanyama Loft', 'Shimokitazawa Garden Stage'] },
  { city: 'Osaka', tz: 'Asia/Tokyo', currency: 'JPY', venues: ['Namba Riverside Hall', 'Nakanoshima Forum', 'Umeda Studio 7'] },
];

/** Multipliers from a USD base price, and how prices are rounded in each currency. */
export const CURRENCY_RULES = {
  USD: { factor: 1, step: 1 },
  GBP: { factor: 0.8, step: 1 },
  EUR: { factor: 0.9, step: 1 },
  CAD: { factor: 1.35, step: 1 },
  AUD: { factor: 1.5, step: 1 },
  BRL: { factor: 5, step: 5 },
  MXN: { factor: 18, step: 10 },
  JPY: { factor: 150, step: 500 },
};

export const BASE_PRICES = [8, 10, 12.5, 15, 20, 25, 30, 35, 45, 60, 75, 95, 120, 150, 249];

/**
 * Event name templates per event category id. Slots: {city}, {topic}, {genre}, {n} (edition),
 * {season}, {cuisine}, {year}.
 */
export const EVENT_TEMPLATES = {
  101: [
    '{city} Founders Breakfast',
    'Scaling Up: {topic} Leadership Summit',
    'Women in Business Forum {city}',
    'Small Business Saturday Expo',
    'The {city} Startup Pitch Night #{n}',
    'Negotiation Masterclass for Freelancers',
  ],
  102: [
    '{topic} Meetup {city}',
    'DevDay {city} {year}',
    'Hands-on Workshop: {topic} Fundamentals',
    'Open Source Hack Night',
    'The Future of {topic} Conference',
    'Astronomy Night at the Observatory',
  ],
  103: [
    'Jazz Night: {genre} Quartet Live',
    '{genre} Under the Stars',
    'Late Night Vinyl Session',
    '{city} Choir Winter Concert',
    'Songwriters in the Round',
    'Techno Marathon: 12 Hours',
    'By Candlelight: Vivaldi’s Four Seasons',
  ],
  104: ['Indie Film Shorts Night', 'Documentary Screening & Director Q&A', '{city} Podcast Festival', 'Midnight Cult Classics', 'Animation Showcase {year}'],
  105: ['Improv Comedy Jam', 'Contemporary Dance Showcase', 'Open Studio: {city} Printmakers', 'Shakespeare in the Warehouse', 'Stand-up Comedy Night', 'Life Drawing Evening'],
  106: ['{city} Fashion Week Pop-up', 'Vintage & Thrift Market', 'Sustainable Fashion Swap'],
  107: ['Mindful Mornings: Yoga & Breathwork', 'Mental Health Awareness Training', 'Sound Bath Relaxation', 'Nutrition for Busy People'],
  108: [
    '{city} Half Marathon {year}',
    'Sunrise 5K Fun Run',
    'Five-a-side Football Tournament',
    'Bouldering Night for Beginners',
    'Charity Cycle Ride: 100 km',
    'Padel Social Mixer',
  ],
  109: ['Guided Coastal Hike', 'Night Photography Walk', 'Kayak & Picnic Day Trip', 'Hidden Courtyards Walking Tour'],
  110: [
    '{city} Street Food Festival',
    '{cuisine} Cooking Class',
    'Natural Wine Tasting Evening',
    'Craft Beer & Cheese Pairing',
    'Supper Club: {cuisine} Night',
    'Coffee Cupping Masterclass',
    'Farmers Market Brunch',
  ],
  111: ['Winter Gala for the Children’s Hospital', 'Charity Quiz Night', 'Beach Clean-up & Barbecue', 'Run for Clean Water 10K', 'Annual Fundraising Gala'],
  112: ['Town Hall: City Budget Consultation', 'Civic Tech Open Forum', 'Voter Registration Drive'],
  113: ['Neighbourhood Potluck', 'Language Exchange Night', 'Board Game Café Meetup', 'Community Garden Work Day', 'Newcomers Welcome Social'],
  114: ['Meditation Retreat Day', 'Gospel Choir Sunday', 'Silent Mindfulness Walk'],
  115: ['Kids Coding Club', 'Family Science Fair', 'Storytime & Crafts', 'Parenting Teens Workshop', 'Homeschool Museum Day'],
  116: ['New Year’s Eve Rooftop Party', 'Lunar New Year Festival', 'Winter Solstice Lantern Walk', 'Christmas Market Opening Night', 'Midsummer Bonfire Night'],
  117: ['Houseplant Swap & Care Workshop', 'Introduction to Interior Design', 'Zero-Waste Home Workshop'],
  118: ['Classic Car Show', 'Sailing Taster Day', 'Drone Racing League Qualifier', 'Vintage Aircraft Open Day'],
  119: ['Beginner Pottery Wheel Class', 'Knit Night', 'Board Game Design Jam', 'Calligraphy for Beginners', 'Brick Build Challenge'],
  120: ['Spring Prom', 'Regional STEM Challenge', 'Graduation Ceremony Rehearsal'],
  199: ['Mystery Event: Come and Find Out', 'Pop-up Flea Market', 'Speed Friending Evening'],
};

/** Online event templates; the event gets its timezone and currency from an organizer city. */
export const ONLINE_TEMPLATES = [
  [102, 'Online: Intro to {topic}'],
  [101, 'Webinar: Pricing Strategies for SaaS Founders'],
  [115, 'Virtual Storytime for Kids'],
  [107, 'Live-streamed Yoga Flow'],
  [102, 'Remote {topic} Study Group'],
  [105, 'Online Watercolour Workshop'],
  [101, 'Virtual Career Fair: {topic} Jobs'],
  [119, 'Online Chess Tournament'],
  [104, 'Virtual Film Club: {film}'],
  [113, 'Online Language Café'],
  [102, 'Ask Me Anything: {topic} in Production'],
  [110, 'Virtual {cuisine} Cook-along'],
  [107, 'Sleep Better: A Live Online Workshop'],
  [101, 'Remote Team Leadership Bootcamp'],
  [115, 'Homework Help Live for Parents'],
  [111, 'Giving Tuesday Online Telethon'],
  [103, 'Livestream Concert: {genre} Sessions'],
  [119, 'Online Trivia Night'],
  [102, 'Hack the Climate: 48-hour Online Hackathon'],
  [114, 'Guided Online Meditation'],
];

/** Names that only make sense on one date (holidays) or in one season (months, inclusive). */
export const FIXED_DATES = {
  'New Year’s Eve Rooftop Party': '2026-12-31',
  'Lunar New Year Festival': '2027-02-06',
  'Winter Solstice Lantern Walk': '2026-12-21',
  'Christmas Market Opening Night': '2026-12-04',
  'Midsummer Bonfire Night': '2027-06-24',
  'Giving Tuesday Online Telethon': '2026-12-01',
};
export const SEASONS = {
  'Spring Prom': [4, 5],
  'Graduation Ceremony Rehearsal': [6, 6],
  'Winter Gala for the Children’s Hospital': [12, 2],
  'Sunrise 5K Fun Run': [4, 9],
  'Beach Clean-up & Barbecue': [5, 9],
  'Kayak & Picnic Day Trip': [5, 9],
  '{city} Choir Winter Concert': [12, 2],
};

export const SLOT_WORDS = {
  topic: ['AI', 'Rust', 'Product Design', 'Climate Tech', 'Data Engineering', 'Web Accessibility', 'Fintech', 'Cybersecurity', 'Robotics', 'UX Research'],
  genre: ['Bossa Nova', 'Bebop', 'Indie Folk', 'Afrobeat', 'Blues', 'Latin Jazz', 'Electro Swing', 'Neo-Soul'],
  film: ['Film Noir', 'French New Wave', 'Spaghetti Westerns', 'Italian Neorealism', 'Silent Comedy', 'Hong Kong Action'],
  cuisine: ['Neapolitan Pizza', 'Sushi', 'Oaxacan', 'Thai Street Food', 'Sourdough Baking', 'Ethiopian', 'Basque Pintxos', 'Vegan Comfort Food'],
};

export const START_TIMES = {
  morning: ['07:00', '08:00', '08:30', '09:00', '09:30', '10:00'],
  day: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:30'],
  evening: ['17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'],
};

/** Which part of the day each category tends to start in. */
export const CATEGORY_TIME = {
  101: 'morning',
  102: 'evening',
  103: 'evening',
  104: 'evening',
  105: 'evening',
  106: 'day',
  107: 'morning',
  108: 'morning',
  109: 'morning',
  110: 'evening',
  111: 'evening',
  112: 'evening',
  113: 'day',
  114: 'morning',
  115: 'day',
  116: 'evening',
  117: 'day',
  118: 'day',
  119: 'evening',
  120: 'day',
  199: 'day',
};

export const ORGANIZER_PREFIXES = ['Collective', 'Society', 'Club', 'Events', 'Live', 'Co.', 'Foundation', 'Productions', 'Meetup', 'Guild'];
export const ORGANIZER_STEMS = {
  101: ['Founders', 'Growth Lab', 'Small Business Network'],
  102: ['Dev Community', 'Tech Talks', 'Makerspace'],
  103: ['Blue Note', 'Night Owl Sound', 'Velvet Room'],
  104: ['Cinephile', 'Reel Friends'],
  105: ['Stage Left', 'Open Canvas'],
  106: ['Threadline'],
  107: ['Calm Body'],
  108: ['Run Crew', 'Peak Athletics'],
  109: ['Wild Trails'],
  110: ['Tasting Table', 'Street Eats'],
  111: ['Helping Hands', 'Hope Trust'],
  112: ['Civic'],
  113: ['Neighbours'],
  114: ['Still Water'],
  115: ['Little Explorers'],
  116: ['Festive Lights'],
  117: ['Home & Hearth'],
  118: ['Motor Heritage'],
  119: ['Crafty Hands', 'Game Night'],
  120: ['Northside High PTA'],
  199: ['Curiosity'],
};

export const CUSTOM_DESCRIPTIONS = [
  'Doors open 30 minutes before the start. Limited standing room, so come early.',
  'Early-bird tickets include a welcome drink.',
  'Wheelchair accessible venue with step-free access from the main entrance.',
  'All ages welcome; under 16s must be accompanied by an adult.',
  'Bring your own mat and a bottle of water.',
  'Tickets are non-refundable but can be transferred to a friend.',
  'Vegetarian and vegan options available, tell us about allergies at checkout.',
  'This event will be photographed and filmed.',
  'Includes a printed program and a tote bag.',
];

export const EDGE_COLORS = [
  '#d1410c',
  '#3659e3',
  '#1e8a44',
  '#8b3dcc',
  '#c5162e',
  '#0f7b8a',
  '#e0a100',
  '#2d3a4a',
  '#b4456e',
  '#5a6b00',
  '#6f42c1',
  '#00875a',
  '#ff8b3d',
  '#145da0',
  '#7a4b2a',
  '#39364f',
];
