/** A builder of a curated list: vPIC has no boats or machines, so these are written for this project. */
export interface CuratedBuilder {
  /** Negative, fixed: never one of vPIC's (positive) make ids, so the model lookup cannot confuse them. */
  id: number;
  name: string;
  /** What people also call it, searched as if it were the name ("whaler", "cat", "doosan"). */
  aliases?: readonly string[];
}
