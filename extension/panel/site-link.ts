/**
 * The panel's requests to the content script of one site tab. Answers are parsed with the
 * response schema of their request: a tab that answers something else is not trusted.
 */
import browser from 'webextension-polyfill';
import { bridgeResponseSchemas, type BridgeRequest, type BridgeResponse } from '../messages';

export class SiteUnreachableError extends Error {
  constructor(message = 'The site tab did not answer.') {
    super(message);
    this.name = 'SiteUnreachableError';
  }
}

export async function askSite<R extends BridgeRequest>(tabId: number, request: R): Promise<BridgeResponse<R['type']>> {
  let answer: unknown;
  try {
    answer = await browser.tabs.sendMessage(tabId, request, { frameId: 0 });
  } catch (error) {
    throw new SiteUnreachableError(error instanceof Error ? error.message : undefined);
  }
  const parsed = bridgeResponseSchemas[request.type].safeParse(answer);
  if (!parsed.success) throw new SiteUnreachableError('The site tab gave an answer the studio does not understand.');
  return parsed.data as BridgeResponse<R['type']>;
}
