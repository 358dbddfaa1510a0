/**
 * The shop's newsletter topics (doc 1 §3: a customer's newsletterTopics, each
 * with a newsletterTopicId). The newsletter blocks of the content and the
 * customers' subscriptions name these ids; a change naming any other id is
 * refused (400), as no mail is ever sent for it.
 */
export const NEWSLETTER_TOPICS = [
  { newsletterTopicId: 'wochenangebote', name: 'Wochenangebote' },
  { newsletterTopicId: 'rezepte', name: 'Rezeptideen der Saison' },
  { newsletterTopicId: 'club-news', name: 'Neuigkeiten aus dem Kundenclub' },
] as const;

export const NEWSLETTER_TOPIC_IDS: ReadonlySet<string> = new Set(NEWSLETTER_TOPICS.map((topic) => topic.newsletterTopicId));
