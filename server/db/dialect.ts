import { type LimitNode, PostgresDialect, PostgresQueryCompiler, type QueryCompiler, ValueNode } from 'kysely';

/**
 * Row limits are written into the statement instead of being sent as parameters. A prepared statement
 * (preparedStatements.ts) is planned once for any value of its parameters, and with an unknown limit PostgreSQL
 * plans for a tenth of the table: the newest page of the admin orders, ten rows, got a plan for 50 000 (150 ms
 * instead of 2 ms at 1 M orders). The limits are page sizes and constants, so few texts come of it; offsets stay
 * parameters.
 */
class InlineLimitCompiler extends PostgresQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const { limit } = node;
    if (ValueNode.is(limit) && Number.isSafeInteger(limit.value)) this.append(`limit ${String(limit.value)}`);
    else super.visitLimit(node);
  }
}

export class PortalDialect extends PostgresDialect {
  override createQueryCompiler(): QueryCompiler {
    return new InlineLimitCompiler();
  }
}
