// One mailbox, however it is typed: what a ban (lib/moderation/bans.ts) compares, so a banned commenter cannot come back as
// `Jane.Doe+new@GoogleMail.com` for `janedoe@gmail.com`. Case never matters; a `+tag` is dropped at every provider
// (the common ones deliver `name+anything` to `name`); Gmail also ignores dots in the name, and googlemail.com is
// gmail.com. Only for comparing: the address a person typed is the one that is stored and written to.
const GMAIL = new Set(["gmail.com", "googlemail.com"]);

export function normaliseEmail(email: string): string {
  const typed = email.trim().toLowerCase();
  const at = typed.lastIndexOf("@");
  if (at <= 0) return typed;
  let name = typed.slice(0, at).split("+")[0] || typed.slice(0, at);
  let domain = typed.slice(at + 1);
  if (GMAIL.has(domain)) {
    name = name.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${name}@${domain}`;
}
