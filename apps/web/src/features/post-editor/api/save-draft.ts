import { type ParamsOf, postEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

export type PostFieldsInput = ParamsOf<typeof postEndpoints.saveDraft>;

/** Saves the fields (creates the draft on the first call) without changing the status. */
export const saveDraft = (params: PostFieldsInput) => api(postEndpoints.saveDraft, params);
