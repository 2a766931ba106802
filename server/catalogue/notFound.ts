import { Code } from '../../src/contract/codes.js';
import { ApiError } from '../http/envelope.js';

export const productNotFound = () => new ApiError(Code.NOT_FOUND, 'admin.productNotFound', { status: 404 });
export const imageNotFound = () => new ApiError(Code.NOT_FOUND, 'admin.imageNotFound', { status: 404 });
