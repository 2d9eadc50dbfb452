import {
  type QnaCreationRequest,
  type QnaUpdateRequest,
  qnaDetailSchema,
} from '@shop/contract/qna';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/http';
import { communityKeys } from '../../shared/api/query-keys';

/** The multipart form the server reads: the JSON part and the image files. */
function postForm(request: QnaCreationRequest | QnaUpdateRequest, files: File[]) {
  const form = new FormData();
  form.append('qna_creation_request', JSON.stringify(request));
  for (const file of files) form.append('qna_creation_images', file, file.name);
  return form;
}

export interface WriteInput {
  request: QnaCreationRequest;
  files: File[];
}
export interface EditInput {
  id: number;
  request: QnaUpdateRequest;
  files: File[];
}

/** POST /v1/qna/create (member). */
export function useCreateQnaPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, files }: WriteInput) =>
      api('/v1/qna/create', {
        method: 'POST',
        body: postForm(request, files),
        auth: true,
        schema: qnaDetailSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all }),
  });
}

/** PUT /v1/qna/{id} (the writer): new text, the images kept and the ones added. */
export function useUpdateQnaPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request, files }: EditInput) =>
      api(`/v1/qna/${id}`, {
        method: 'PUT',
        body: postForm(request, files),
        auth: true,
        schema: qnaDetailSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all }),
  });
}
