import type { RosterEntryDto } from '@app/contracts';
import type { RosterChildEntity } from './entities/roster-child.entity';

type StoredRow = Pick<RosterChildEntity, 'id' | 'addedInVersion' | 'attending'>;

/** A host's save laid over the list stored now. */
export interface HostSaveMerge<Row extends StoredRow> {
  /** The host's rows in the host's order, each with the stored row it changes (none: a new child). */
  listed: { entry: RosterEntryDto; before?: Row }[];
  /** Rows added after the list the host read (families' answers): kept, after the host's rows, as they are. */
  unseen: Row[];
  /** Rows the host read and left out: the host removed them. */
  removed: Row[];
}

/**
 * The host's save of a list read at version `basedOn`, merged with what changed since
 * (docs/product/roster.md#the-roster-on-the-server). The caller has already refused a save the host side changed the
 * list after; what remains since `basedOn`
 * is families' additions, and families' rows removed at the host's word. So a row missing from the save is a removal
 * only if the host saw it; a row the save names that is no longer stored stays gone (a stale tab never brings back
 * the entries the host removed at once).
 */
export function mergeHostSave<Row extends StoredRow>(
  stored: Row[],
  entries: RosterEntryDto[],
  basedOn: number,
): HostSaveMerge<Row> {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const named = new Set<string>();
  const listed: HostSaveMerge<Row>['listed'] = [];
  for (const entry of entries) {
    if (!entry.id) {
      listed.push({ entry });
      continue;
    }
    const before = byId.get(entry.id);
    if (!before || named.has(before.id)) continue;
    named.add(before.id);
    listed.push({ entry, before });
  }
  const left = stored.filter((row) => !named.has(row.id));
  return {
    listed,
    unseen: left.filter((row) => row.addedInVersion > basedOn),
    removed: left.filter((row) => row.addedInVersion <= basedOn),
  };
}
