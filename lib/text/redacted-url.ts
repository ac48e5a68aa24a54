// Connection URLs (postgres://, redis://) carry a password; logs, errors and /api/ready show them only through
// these, so the password never leaves the configuration.

/** The URL with its password replaced by "***" (scheme, user, host, port and database kept for diagnosis). */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparseable URL)';
  }
}

/** The text with every occurrence of the URL's password (as written and percent-decoded) replaced by "***". */
export function withoutPassword(text: string, url: string): string {
  let password = '';
  try {
    password = new URL(url).password;
  } catch {
    return text.split(url).join('(an unparseable URL)');
  }
  if (password === '') return text;
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // A malformed escape is still hidden as written.
  }
  return [password, decoded].reduce((out, secret) => out.split(secret).join('***'), text);
}
