import type { FastifyRequest } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import { translate } from '../../../src/contract/messages/index.js';
import { ApiError } from '../../http/envelope.js';
import { fieldRefusal } from '../../http/fieldRefusals.js';
import { noteSentFields } from '../../http/inputGuard.js';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
  /** over the 5 MB limit (only with `nameOversized`): the buffer is cut short and must be refused */
  tooLarge?: boolean;
}

export interface MultipartBody {
  /** every value of each text field, in the order sent (repeated `mainImage` flags, D9) */
  fields: Record<string, string[]>;
  files: UploadedFile[];
}

/**
 * Reads a whole multipart form. The count and size limits of app.ts (files ≤ 5 MB each, ≤ 5 files) apply on
 * the stream, before any picture is decoded. A JSON body is accepted too, as a form without files. Over-limit
 * uploads answer with the product-image messages of 001 §8, malformed ones 400. With `nameOversized` a file over 5 MB
 * does not stop the reading: it comes back flagged `tooLarge`, so the product routes can name every refused file.
 */
export async function readForm(
  request: FastifyRequest,
  repeatable: readonly string[] = [],
  { nameOversized = false } = {},
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    const body: object = request.body && typeof request.body === 'object' ? request.body : {};
    const fields = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, jsonFieldValues(request, k, v, repeatable.includes(k))]),
    );
    return { fields, files: [] };
  }
  const out: MultipartBody = { fields: {}, files: [] };
  // read by @fastify/multipart's parts() though missing from its option type
  const partsOptions: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    throwFileSizeLimit: !nameOversized,
  };
  try {
    for await (const part of request.parts(partsOptions)) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        out.files.push({
          field: part.fieldname,
          filename: part.filename.slice(0, 120),
          buffer,
          ...(part.file.truncated && { tooLarge: true }),
        });
      } else (out.fields[part.fieldname] ??= []).push(String(part.value ?? ''));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(Code.VALIDATION, 'admin.imageTooLarge', {
        status: 413,
        payload: [{ path: 'images', msg: translate(request.lang, 'admin.imageTooLarge') }],
      });
    if (code === 'FST_FILES_LIMIT')
      throw new ApiError(Code.LIMIT_REACHED, 'admin.tooManyImages', {
        status: 400,
        payload: [{ path: 'images', msg: translate(request.lang, 'admin.tooManyImages') }],
      });
    // a 413 of the multipart plugin (too many fields or parts) keeps its status
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
    // no boundary, a body cut short, a malformed part: the client's fault, never a server error
    throw new ApiError(Code.VALIDATION, 'server.badMultipart', { status: 400 });
  }
  noteSentFields(out.fields);
  return out;
}

/**
 * The values of a JSON body's field as a form's texts (D36): a string, or a number as written; a list only for a
 * field the form may repeat. Anything else (an array for a single field, an object, a boolean where a text is
 * expected) is refused by field rather than turned into text ("a,b", "[object Object]").
 */
function jsonFieldValues(request: FastifyRequest, field: string, value: unknown, repeatable: boolean): string[] {
  const scalar = (v: unknown) =>
    typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || (repeatable && typeof v === 'boolean');
  const values = repeatable && Array.isArray(value) ? value : [value];
  const present = values.filter((v) => v !== null && v !== undefined);
  if (!present.every(scalar)) throw fieldRefusal(request.lang, Code.VALIDATION, field, 'server.fieldKind', { field });
  return present.map(String);
}

/** First value of each field, for the form checks. */
export const firstValues = (fields: Record<string, string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? '']));
