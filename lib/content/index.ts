import 'server-only';
import { cache } from 'react';
import { app } from '../app';
import type { ContentPort } from './port';

/**
 * The content service in use: Strapi when CONTENT_URL is set, else the app's database
 * (docs/decisions/003-content-adapters.md), with its in-process cache and its last good answers
 * (lib/content/resilient.ts, docs/decisions/022-content-outage.md); built by lib/app.ts.
 */
export function getContent(): ContentPort {
  return app().content;
}

/** Settings once per request (layout, theme, metadata all read them). */
export const getSettings = cache(() => getContent().getSettings());

/*
 * The content reads of the pages, layouts and sitemap, each from the content service in use (what
 * each returns: lib/content/port.ts). They call these, never the port.
 */
export const getLanguages: ContentPort['getLanguages'] = () => getContent().getLanguages();
export const getMenu: ContentPort['getMenu'] = (locale) => getContent().getMenu(locale);
export const getFooter: ContentPort['getFooter'] = (locale) => getContent().getFooter(locale);
export const getFloatingSponsors: ContentPort['getFloatingSponsors'] = (locale) => getContent().getFloatingSponsors(locale);
export const getHome: ContentPort['getHome'] = (locale) => getContent().getHome(locale);
export const getHomeButtons: ContentPort['getHomeButtons'] = (locale) => getContent().getHomeButtons(locale);
export const getAbout: ContentPort['getAbout'] = (locale) => getContent().getAbout(locale);
export const getSponsors: ContentPort['getSponsors'] = (locale) => getContent().getSponsors(locale);
export const listContactLists: ContentPort['listContactLists'] = (locale) => getContent().listContactLists(locale);
export const listSimplePages: ContentPort['listSimplePages'] = (locale) => getContent().listSimplePages(locale);
export const getSimplePage: ContentPort['getSimplePage'] = (seoLink, locale) => getContent().getSimplePage(seoLink, locale);
export const listNews: ContentPort['listNews'] = (locale, options) => getContent().listNews(locale, options);
export const getNewsArticle: ContentPort['getNewsArticle'] = (slug, locale) => getContent().getNewsArticle(slug, locale);
export const listFaqs: ContentPort['listFaqs'] = (locale) => getContent().listFaqs(locale);
export const listRules: ContentPort['listRules'] = (locale) => getContent().listRules(locale);
export const listDocuments: ContentPort['listDocuments'] = (locale) => getContent().listDocuments(locale);

export type * from './port';
