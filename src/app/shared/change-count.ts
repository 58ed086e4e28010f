/** What a load keeps from the moment it was asked for. */
export interface ChangeMark {
  /** True once a change has succeeded since the mark was taken. */
  overtaken(): boolean;
}

/**
 * Counts a store's successful changes (a save, an upload, a reminder…), so that a load can tell
 * whether one succeeded while it was on its way: its answer was read before the change and would
 * undo it on screen, so the store asks again instead of applying it.
 */
export class ChangeCount {
  private count = 0;

  /** Called once a change has succeeded and the store shows it. */
  changed(): void {
    this.count += 1;
  }

  /** Taken when a load is asked for. */
  mark(): ChangeMark {
    const at = this.count;
    return { overtaken: () => at !== this.count };
  }
}
