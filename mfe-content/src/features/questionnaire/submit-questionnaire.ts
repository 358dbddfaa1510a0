import * as z from 'zod/mini';
import type { ApiClient } from '@storefront/shared/api';
import type { QuestionnaireSubmission } from '@storefront/shared/schemas';

/** POST /api/content/questionnaire (doc 1 does not show the call; see the README). The answer's body is not used. */
export async function submitQuestionnaire(api: ApiClient, submission: QuestionnaireSubmission): Promise<void> {
  await api.send('POST', '/api/content/questionnaire', { schema: z.unknown(), body: submission });
}
