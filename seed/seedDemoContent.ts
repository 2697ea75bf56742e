import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transaction } from 'kysely';
import { writeCompressedTwins } from '../compression/twins';
import type { Database } from '../cms/db/schema';
import { PUBLIC_URL_PREFIX } from '../cms/storage/storagePaths';
import { insertArticle, type ArticleWrite } from '../cms/content/articles/articleWrites';
import { insertCategory } from '../cms/content/categories/categoryWrites';
import { friendlyLinkColumns } from '../cms/content/friendlyLinks/friendlyLinkWrites';
import { insertJob, insertJobCategory, insertWorkPlace, setJobRecruiter } from '../cms/content/jobs/jobWrites';
import { PUBLIC_FOLDERS } from '../cms/storage/publicUrls';
import { adoptPicture } from '../cms/media/adoptedPictures';
import { insertServiceLocation, setServiceLocationMailbox } from '../cms/content/serviceLocations/serviceLocationWrites';
import { insertTag } from '../cms/content/tags/tagWrites';
import type { SeedContent } from '../cms/seeding/seedContent';
import { DEFAULT_EMPLOYMENT_TYPE } from '../contract/entities/employmentType';
import { API_LANGUAGES, type ApiLanguage } from '../contract/language';
import { drawSeedImage } from './assets/drawSeedImage';
import { SEED_IMAGE_ALT, SETTING_PICTURE_ALT } from './assets/seedImageAlt';
import { makeSeedPdf, seedPdfFileName } from './assets/pdf/makeSeedPdf';
import { caseTags } from './content/caseTags';
import { caseTree } from './content/caseTree';
import { cases } from './content/cases';
import { certificationArticles, certificationTree } from './content/certification';
import { customerReviews } from './content/customerReviews';
import { downloadArticles, downloadTree } from './content/downloads';
import { friendlyLinks } from './content/friendlyLinks';
import { investorArticles, investorTree } from './content/investor';
import { jobCategories, jobs, workPlaces } from './content/jobs';
import { journalismArticles, journalismTree } from './content/journalism';
import { products } from './content/products';
import { serviceLocations } from './content/serviceLocations';
import { siteSettings } from './content/siteSettings';
import type { Bilingual, SeedArticle, SeedCategory, SeedFilm, SeedImage, SeedTree } from './content/types';
import { videos } from './content/videos';

type Trx = Transaction<Database>;

/**
 * The bilingual demo content: every table the site reads, with generated pictures, PDFs and the
 * company film, each text file with its compressed twins.
 */
export const seedDemoContent: SeedContent = ({ db, publicDir }) => new Seeder(db, publicDir).seedAll();

class Seeder {
  private readonly now = new Date().toISOString();
  /** The pictures drawn so far: a setting's picture is named by both languages' rows. */
  private readonly pictures = new Set<string>();
  /** Article ids by English title, so reviews can name the case they speak of. */
  private readonly articleIds = new Map<string, number>();

  constructor(
    private readonly trx: Trx,
    private readonly publicDir: string,
  ) {}

  async seedAll(): Promise<void> {
    await this.seedSiteSettings();
    const tagIds = await this.seedTags();
    const trees: Array<[SeedTree, SeedArticle[]]> = [
      [caseTree, cases],
      [journalismTree, journalismArticles],
      [certificationTree, certificationArticles],
      [investorTree, investorArticles],
      [downloadTree, downloadArticles],
    ];
    for (const [tree, articles] of trees) {
      const categoryIds = await this.seedTree(tree);
      await this.seedArticles(tree.root.outLink, articles, categoryIds, tagIds);
    }
    await this.seedMedia();
    await this.seedFriendlyLinks();
    await this.seedProducts();
    await this.seedServiceLocations();
    await this.seedCustomerReviews();
    await this.seedJobs();
  }

  private async seedSiteSettings(): Promise<void> {
    const rows = [];
    for (const [key, value] of Object.entries(siteSettings)) {
      for (const language of API_LANGUAGES) {
        const settingValue = isSeedImage(value)
          ? await this.writeImage(`setting-${key}`, value, SETTING_PICTURE_ALT[key as keyof typeof SETTING_PICTURE_ALT])
          : (value as Bilingual)[language];
        rows.push({ language, setting_key: key, setting_value: settingValue });
      }
    }
    await this.trx.insertInto('site_setting').values(rows).execute();
  }

  private async seedTags(): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const [sort, tag] of caseTags.entries()) {
      ids.set(tag.key, await insertTag(this.trx, { group: tag.group, sort, names: tag.name }));
    }
    return ids;
  }

  /** Answers the classify id of every category of the tree by its `outLink`. */
  private async seedTree(tree: SeedTree): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const insert = async (category: SeedCategory, parentId: number | null, sort: number) => {
      const classifyId = await insertCategory(this.trx, {
        classifyType: tree.classifyType,
        parentId,
        outLink: category.outLink,
        sort,
        names: category.name,
      });
      ids.set(category.outLink, classifyId);
      for (const [index, child] of (category.children ?? []).entries()) await insert(child, classifyId, index);
    };
    await insert(tree.root, null, 0);
    return ids;
  }

  private async seedArticles(
    treeName: string,
    articles: SeedArticle[],
    categoryIds: Map<string, number>,
    tagIds: Map<string, number>,
  ): Promise<void> {
    for (const [index, article] of articles.entries()) {
      const classifyId = categoryIds.get(article.category);
      if (classifyId === undefined) throw new Error(`Seed article "${article.title.en}" names unknown category ${article.category}`);
      const thumbnail = await this.writeImage(`${treeName}-${index + 1}`, article.image);
      const articleTagIds = (article.tags ?? []).map((key) => {
        const tagId = tagIds.get(key);
        if (tagId === undefined) throw new Error(`Seed article "${article.title.en}" names unknown tag ${key}`);
        return tagId;
      });
      const texts: ArticleWrite['texts'] = {};
      for (const language of API_LANGUAGES) {
        const fileId = article.pdf ? await this.writePdf(article.pdf, language) : null;
        texts[language] = { title: article.title[language], summary: article.summary[language], content: article.content[language], fileId };
      }
      const articleId = await insertArticle(this.trx, {
        classifyId,
        thumbnail,
        publishTime: article.publishTime,
        sort: 0,
        texts,
        tagIds: articleTagIds,
      });
      this.articleIds.set(article.title.en, articleId);
    }
  }

  private async seedMedia(): Promise<void> {
    for (const [index, video] of videos.entries()) {
      const { media_id } = await this.trx
        .insertInto('media')
        .values({
          cover: await this.writeImage(`video-${index + 1}`, video.cover),
          video_url: await this.writeFilm(video.film),
          duration_seconds: video.film.durationSeconds,
          publish_time: video.publishTime,
          sort: index,
        })
        .returning('media_id')
        .executeTakeFirstOrThrow();
      await this.trx
        .insertInto('media_i18n')
        .values(
          API_LANGUAGES.map((language) => ({
            media_id,
            language,
            title: video.title[language],
            description: video.description[language],
          })),
        )
        .execute();
    }
  }

  private async seedFriendlyLinks(): Promise<void> {
    await this.trx
      .insertInto('friendly_link')
      .values(
        friendlyLinks.map((link, sort) => friendlyLinkColumns({ ...link, sort })),
      )
      .execute();
  }

  private async seedProducts(): Promise<void> {
    for (const [sort, product] of products.entries()) {
      const { product_id } = await this.trx
        .insertInto('product')
        .values({
          product_type: product.type,
          product_key: product.key,
          image: await this.writeImage(`product-${product.type}-${product.key}`, product.image),
          url: product.url,
          sort,
        })
        .returning('product_id')
        .executeTakeFirstOrThrow();
      await this.trx
        .insertInto('product_i18n')
        .values(
          API_LANGUAGES.map((language) => ({
            product_id,
            language,
            title: product.title[language],
            description: product.description[language],
            content: product.content[language],
            product_group: product.group[language],
            highlights: JSON.stringify(product.highlights[language]),
          })),
        )
        .execute();
    }
  }

  private async seedServiceLocations(): Promise<void> {
    for (const [sort, location] of serviceLocations.entries()) {
      const texts = Object.fromEntries(
        API_LANGUAGES.map((language) => [language, { name: location.name[language], province: location.province[language], address: location.address[language] }]),
      );
      // Each location serves the province it stands in.
      const locationId = await insertServiceLocation(this.trx, { type: location.type, phone: location.phone, sort, texts, provinces: [location.province.zh] });
      await setServiceLocationMailbox(this.trx, locationId, { address: location.mailbox ?? null, language: location.mailboxLanguage ?? 'zh' });
    }
  }


  private async seedCustomerReviews(): Promise<void> {
    for (const [sort, review] of customerReviews.entries()) {
      const caseId = review.caseTitle === undefined ? null : this.articleIds.get(review.caseTitle);
      if (caseId === undefined) throw new Error(`Seed review of ${review.company.en} names unknown case ${review.caseTitle}`);
      const { review_id } = await this.trx
        .insertInto('customer_review')
        .values({ case_id: caseId, sort })
        .returning('review_id')
        .executeTakeFirstOrThrow();
      await this.trx
        .insertInto('customer_review_i18n')
        .values(
          API_LANGUAGES.map((language) => ({
            review_id,
            language,
            quote: review.quote[language],
            person_name: review.personName[language],
            person_role: review.personRole[language],
            company: review.company[language],
            industry: review.industry[language],
          })),
        )
        .execute();
    }
  }

  private async seedJobs(): Promise<void> {
    const categoryIds = new Map<string, number>();
    for (const [sort, names] of jobCategories.entries()) categoryIds.set(names.zh, await insertJobCategory(this.trx, { names, sort }));
    const placeIds = new Map<string, number>();
    for (const [sort, names] of workPlaces.entries()) placeIds.set(names.zh, await insertWorkPlace(this.trx, { names, sort }));
    for (const { category, workPlace, headcount, announceTime, closesInDays, employmentType = DEFAULT_EMPLOYMENT_TYPE, en, recruiter, ...zh } of jobs) {
      const jobCategoryId = categoryIds.get(category);
      const workPlaceId = placeIds.get(workPlace);
      if (jobCategoryId === undefined || workPlaceId === undefined) {
        throw new Error(`Seed job "${zh.post}" names an unknown category or workplace`);
      }
      const closingDate = closesInDays === undefined ? null : new Date(Date.parse(this.now) + closesInDays * 86_400_000).toISOString().slice(0, 10);
      const job = { jobCategoryId, workPlaceId, headcount, announceTime, closingDate, employmentType };
      const jobId = await insertJob(this.trx, { ...job, texts: en ? { zh, en } : { zh } });
      if (recruiter) await setJobRecruiter(this.trx, jobId, recruiter);
    }
  }

  /** Draws the picture and puts it into the media library with its alternative texts, once however many fields name it. */
  private async writeImage(name: string, image: SeedImage, alt: Bilingual = SEED_IMAGE_ALT[image.subject]): Promise<string> {
    const fileName = `${name}.svg`;
    const address = `${PUBLIC_URL_PREFIX}${PUBLIC_FOLDERS.images}/${fileName}`;
    if (this.pictures.has(address)) return address;
    this.pictures.add(address);
    await this.writePublic(PUBLIC_FOLDERS.images, fileName, drawSeedImage(image));
    await adoptPicture(this.trx, this.publicDir, address, { createdBy: 'seed', createdAt: this.now, alt });
    return address;
  }

  /** The document's version in `language`, made once per seed run (each language's is one file). */
  private async writePdf(pdf: NonNullable<SeedArticle['pdf']>, language: ApiLanguage): Promise<number> {
    const fileName = seedPdfFileName(pdf, language);
    const bytes = await makeSeedPdf(pdf, language);
    await this.writePublic(PUBLIC_FOLDERS.files, fileName, bytes);
    const { file_id } = await this.trx
      .insertInto('stored_file')
      .values({
        file_name: fileName,
        stored_name: fileName,
        mime_type: 'application/pdf',
        size_bytes: bytes.byteLength,
        created_at: this.now,
      })
      .returning('file_id')
      .executeTakeFirstOrThrow();
    return file_id;
  }

  private async writeFilm(film: SeedFilm): Promise<string> {
    const fileName = path.basename(film.file);
    await this.writePublic(PUBLIC_FOLDERS.videos, fileName, await fs.readFile(film.file));
    return `${PUBLIC_URL_PREFIX}${PUBLIC_FOLDERS.videos}/${fileName}`;
  }

  private async writePublic(folder: string, fileName: string, content: string | Uint8Array): Promise<void> {
    const directory = path.join(this.publicDir, folder);
    await fs.mkdir(directory, { recursive: true });
    const file = path.join(directory, fileName);
    await fs.writeFile(file, content);
    await writeCompressedTwins(file, typeof content === 'string' ? Buffer.from(content) : content);
  }
}

function isSeedImage(value: unknown): value is SeedImage {
  return typeof value === 'object' && value !== null && 'subject' in value;
}
