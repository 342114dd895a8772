-- An autosave's revision (the post form saves a draft a few seconds after each change): the next autosave by the same
-- editor overwrites it instead of adding another, so a long writing session keeps the deliberate saves in History
-- (lib/data/posts.ts keepRevision). Every revision before this one was a deliberate save or cannot be told apart.
ALTER TABLE "PostRevision" ADD COLUMN "autosave" BOOLEAN NOT NULL DEFAULT false;
