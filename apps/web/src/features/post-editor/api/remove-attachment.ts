import { postEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

export const removeAttachment = (id: number) => api(postEndpoints.removeAttachment, { id: String(id) });
