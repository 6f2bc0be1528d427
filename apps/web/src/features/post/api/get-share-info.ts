import { postEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

/** Title, summary and the absolute link to share (never the body). */
export const getShareInfo = (id: number) => api(postEndpoints.shareInfo, { id: String(id) });
