-- The language the consent sentence was shown in (issue 24): the Hebrew sentence is the one recorded and agreed
-- to, shown beside a translation when the person reads Arabic or English. Earlier requests were shown Hebrew.
ALTER TABLE requests ADD COLUMN consent_lang TEXT NOT NULL DEFAULT 'he' CHECK (consent_lang IN ('he', 'ar', 'en'));
