/**
 * A value computed once per process for the same schema text: compiling a JSON Schema with ajv is the dearest part of
 * building the registry and the API's validators (some fifty schemas, about 70 ms of an app's start),
 * and a process that builds several apps (the API tests, the bench's nodes) or the same validators twice (records and
 * imports) would otherwise compile each schema again. A compiled function keeps nothing from one call to the next (ajv's
 * `errors`, set on it by a call, is read right after that call), so apps may share it.
 */
export function compiledOnce<T>(cache: Map<string, T>, schemas: unknown, compile: () => T): T {
  const text = JSON.stringify(schemas);
  let compiled = cache.get(text);
  if (compiled === undefined) {
    compiled = compile();
    cache.set(text, compiled);
  }
  return compiled;
}
