/** A map of either kind, as `getOrMake` uses it. */
type Keeps<K, V> = { get(key: K): V | undefined; set(key: K, value: V): unknown };

/** What `map` keeps for `key`: made by `make` and kept the first time it is asked for. */
export function getOrMake<K, V>(map: Keeps<K, V>, key: K, make: () => V): V {
  const kept = map.get(key);
  if (kept !== undefined) return kept;
  const made = make();
  map.set(key, made);
  return made;
}
