import { decodeListQuery, ListQueryError } from '../../../src/schemas/listQueryDecode';
import { badRequest } from '../core/errors';
import type { ResourceService } from './resource-service';
import { memberOfList, type Family } from './families';
import { shownLabel } from '../messages/shown-labels';

/** Wire errors of the shared decoder become the usual Chinese 400. */
export function decodeList(query: unknown, ignore?: string[]) {
  try {
    return decodeListQuery((query ?? {}) as Record<string, unknown>, { ignore });
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest(() => err.say(shownLabel));
    throw err;
  }
}

/** The member a list names by its discriminators (undefined: the whole family), a 400 for a value none has. */
export function listMember(family: Family, query: ReturnType<typeof decodeList>): ResourceService | undefined {
  try {
    return memberOfList(family, query);
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest(() => err.say(shownLabel));
    throw err;
  }
}
