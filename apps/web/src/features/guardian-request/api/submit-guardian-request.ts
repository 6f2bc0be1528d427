import { guardianRequestEndpoints, type ParamsOf } from '@frog/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, type UploadProgress, uploadFile } from '@/lib/api-client';

export type GuardianRequestInput = ParamsOf<typeof guardianRequestEndpoints.create>;

/** A picture of the proof, uploaded when picked; kept private (the guardian and the platform only). */
export const uploadGuardianRequestImage = async (
  file: File,
  onProgress: (progress: UploadProgress) => void,
) => (await uploadFile(guardianRequestEndpoints.imageUpload, file, onProgress)).image;

/** A guardian's request for a minor's payments back (the operator decides). */
export const useSubmitGuardianRequest = () =>
  useMutation({ mutationFn: (input: GuardianRequestInput) => api(guardianRequestEndpoints.create, input) });
