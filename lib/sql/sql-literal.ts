// A value as a SQL string literal, for SQL the code writes itself (paths and names the pipeline chose, the texts
// of the rule tables that generate SQL): never for a value a client sent.
export function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
