/** A window of a result list: `offset` results skipped, at most `pageSize` returned. */
export interface PageRequest {
  readonly offset: number;
  readonly pageSize: number;
}

/** One page of matches and the number of all matches. */
export interface ResultPage<T> {
  readonly total: number;
  readonly results: T[];
}
