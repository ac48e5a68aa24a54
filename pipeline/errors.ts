// Errors that stop a run. Each has a stable code; input errors name the file, line and column to fix.
type PipelineErrorCode =
  | 'input_missing'
  | 'input_column_missing'
  | 'input_empty'
  | 'input_set_aside'
  | 'input_unreadable'
  | 'input_truncated'
  | 'input_row_count'
  | 'source_undocumented'
  | 'sample_label_mismatch'
  | 'rule_invalid'
  | 'shard_invalid'
  | 'row_count_drop'
  | 'older_data'
  | 'publish_failed';

export class PipelineError extends Error {
  readonly code: PipelineErrorCode;
  constructor(code: PipelineErrorCode, message: string) {
    super(message);
    this.name = 'PipelineError';
    this.code = code;
  }
}
