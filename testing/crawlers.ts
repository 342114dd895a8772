// User agents that read pages as crawlers and link previews do, for tests and `npm run abuse` that check what they get.
// HTML_LIMITED_AGENTS has one real agent for each alternative of Next's "HTML-limited bot" pattern (the bots Next
// would give a blocking render, HTML_LIMITED_BOT_UA_RE); lib/integration/seo.int.test.ts fails when a Next upgrade adds
// one that no agent here covers.
import { HTML_LIMITED_BOT_UA_RE } from "next/dist/shared/lib/router/utils/html-bots";

export { HTML_LIMITED_BOT_UA_RE };

export const HTML_LIMITED_AGENTS = [
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.84 Mobile Safari/537.36 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)",
  "Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)",
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Chrome-Lighthouse",
  "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
  "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
  "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
  "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  "Sogou web spider/4.0(+http://www.sogou.com/docs/help/webmasters.htm#07)",
  "bitlybot/3.0 (+http://bit.ly/)",
  "Tumblr/14.0.835.186",
  "Mozilla/5.0 (compatible; vkShare; +http://vk.com/dev/Share)",
  "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:15.0) Gecko/20100101 Firefox/15.0.1 Quora Link Preview/1.0",
  "Mozilla/5.0 (compatible; redditbot/1.0; +http://www.reddit.com/feedback)",
  "ia_archiver (+http://www.alexa.com/site/help/webmasters; crawler@alexa.com)",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) BingPreview/1.0b",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "facebookcatalog/1.0",
  "Twitterbot/1.0",
  "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  "WhatsApp/2.23.20.0 A",
  "Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5",
  "Mozilla/5.0 (compatible; Yeti/1.1; +http://naver.me/spd)",
  "Mozilla/5.0 (Linux; Android 4.2.1; en-us; Nexus 5 Build/JOP40D) AppleWebKit/535.19 (KHTML, like Gecko; googleweblight) Chrome/38.0.1025.166 Mobile Safari/535.19",
];

export const BROWSER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const GOOGLEBOT_AGENT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/131.0.6778.204 Safari/537.36";

/** Every agent a page must answer truthfully: the HTML-limited bots, a browser and the full Googlebot. */
export const EVERY_AGENT = [...HTML_LIMITED_AGENTS, BROWSER_AGENT, GOOGLEBOT_AGENT];

/** A short name for an agent in test titles and the abuse table: its first bot-like word. */
export function agentName(agent: string): string {
  if (agent === BROWSER_AGENT) return "browser";
  if (agent === GOOGLEBOT_AGENT) return "Googlebot";
  return HTML_LIMITED_BOT_UA_RE.exec(agent)?.[0] ?? agent.slice(0, 24);
}
