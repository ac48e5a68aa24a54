-- The language the consent sentence was shown in (issue 24), as in SQLite's 002-consent-lang.sql.
ALTER TABLE requests ADD COLUMN consent_lang TEXT NOT NULL DEFAULT 'he' CHECK (consent_lang IN ('he', 'ar', 'en'));
