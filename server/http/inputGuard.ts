import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type ValueNode,
} from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { translate } from '../../src/contract/messages/index.js';
import { hasControlChars } from '../../src/contract/validation.js';
import { ApiError } from './envelope.js';

/**
 * Control characters never get in (the rule is src/contract/validation.ts `hasControlChars`). Body fields of
 * a form are refused by its validation with the field's own code; everything else is caught here, in the
 * two places every request goes through: before validation (query string, path, headers the server reads),
 * and at the database (any other text that would reach it).
 */

/** Where the first text with control characters is (`query.search`), or null. */
function controlCharPath(value: unknown, path: string, multiline: boolean): string | null {
  if (typeof value === 'string') return hasControlChars(value, multiline) ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharPath(item, `${path}.${key}`, multiline);
      if (found) return found;
    }
  }
  return null;
}

const refusal = (request: FastifyRequest, path: string) => {
  const vars = { field: path };
  return new ApiError(Code.VALIDATION, 'server.controlChars', {
    status: 400,
    vars,
    payload: [{ path, msg: translate(request.lang, 'server.controlChars', vars) }],
  });
};

/** Refuses control characters in the query string, path parameters and the given request headers. */
export function registerInputGuard(app: FastifyInstance, headerNames: readonly string[]) {
  app.addHook('preValidation', async (request) => {
    const headers = Object.fromEntries(headerNames.map((name) => [name, request.headers[name]]));
    const found =
      controlCharPath(request.query, 'query', false) ??
      controlCharPath(request.params, 'params', false) ??
      controlCharPath(headers, 'headers', false);
    if (found) throw refusal(request, found);
  });
}

class ControlCharCheck extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    this.check(node.value);
    return super.transformValue(node);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    node.values.forEach((value) => this.check(value));
    return super.transformPrimitiveValueList(node);
  }

  private check(value: unknown) {
    // multi-line texts (notes, descriptions, mails) keep their tabs and line breaks
    if (hasControlChars(value, true)) throw new ApiError(Code.VALIDATION, 'server.controlCharsText', { status: 400 });
  }
}

/** Kysely plugin: a query whose parameters hold control characters is refused (4000) before it is sent. */
export class ControlCharGuard implements KyselyPlugin {
  readonly #check = new ControlCharCheck();

  transformQuery(args: PluginTransformQueryArgs) {
    return this.#check.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}
