// Log lines of the call-back service. Fields are ids, counts and outcomes only: the type admits no free text,
// and no caller passes a name, phone, plate or note (test/api/callbacks/privacy.test.ts scans the output).
export type LogValue = string | number | boolean;
export type CallbackLog = (event: string, fields: Record<string, LogValue>) => void;

export const jsonLineLog: CallbackLog = (event, fields) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event, ...fields })}\n`);
};
