import { useEffect, useRef } from "react";
import {
  NEWS_COVER_ALT_MAX,
  NEWS_SEO_DESCRIPTION_MAX,
  NEWS_SEO_TITLE_MAX,
  NEWS_SLUG_MAX,
  slugOf,
} from "../../../../common/news-publishing.ts";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { fill } from "../../../lib/fill.ts";
import { Field, verbatim } from "../../form/field.tsx";
import type { Form } from "../../form/use-form.ts";
import { ImagePicker } from "./image-picker.tsx";
import type { NewsFormValues } from "./news-form.ts";

/** The width link previews get (server/services/news.ts asks for the same). */
const SOCIAL_IMAGE_WIDTH = 1200;

/**
 * How the article is found, shared and retired: its link name and unpublish time, and per
 * language the SEO title and description (each counted against what search results show), the
 * cover's alt text and the image a shared link shows.
 */
export function NewsPublishingFields({
  form,
  texts,
  saved,
}: {
  form: Form<NewsFormValues>;
  texts: NewsConsoleTexts;
  /** The article as stored, once it is: its readable link is the one to share. */
  saved: { id: number; slug: string } | null;
}) {
  const text = texts.publishing;
  const { titleEn, slug } = form.values;
  const { setValue } = form;
  // The link name follows the English title until the person writes their own.
  const followedTitle = useRef(titleEn);
  useEffect(() => {
    const before = followedTitle.current;
    followedTitle.current = titleEn;
    if (before !== titleEn && slug === slugOf(before)) setValue("slug", slugOf(titleEn));
  }, [titleEn, slug, setValue]);

  const readableLink = saved ? `/newsDetail/${saved.id}-${saved.slug}` : undefined;
  return (
    <fieldset className="news-publishing" data-news-publishing="">
      <legend>{text.heading}</legend>
      <div className="news-form-meta">
        <Field
          {...form.field("slug")}
          {...verbatim}
          label={text.slug}
          maxLength={NEWS_SLUG_MAX}
          autoComplete="off"
          hint={readableLink ? fill(text.slugHelp, { link: readableLink }) : text.slugHelpNew}
        />
        <Field {...form.field("unpublishAt")} type="datetime-local" label={text.unpublishAt} hint={text.unpublishAtHelp} />
      </div>
      <div className="news-form-languages">
        {(["zh", "en"] as const).map((lang) => {
          const suffix = lang === "zh" ? "Zh" : "En";
          const name = lang === "zh" ? texts.chinese : texts.english;
          const seoTitle = form.values[`seoTitle${suffix}`];
          const seoDescription = form.values[`seoDescription${suffix}`];
          return (
            <fieldset key={lang} lang={lang === "zh" ? "zh-CN" : "en"} data-news-publishing-language={lang}>
              <legend>{name}</legend>
              <Field
                {...form.field(`seoTitle${suffix}`)}
                label={`${text.seoTitle} (${name})`}
                maxLength={NEWS_SEO_TITLE_MAX[lang]}
                autoComplete="off"
                hint={fill(text.seoTitleHelp, { count: seoTitle.length, max: NEWS_SEO_TITLE_MAX[lang] })}
              />
              <Field
                {...form.field(`seoDescription${suffix}`)}
                as="textarea"
                label={`${text.seoDescription} (${name})`}
                maxLength={NEWS_SEO_DESCRIPTION_MAX[lang]}
                hint={fill(text.seoDescriptionHelp, { count: seoDescription.length, max: NEWS_SEO_DESCRIPTION_MAX[lang] })}
              />
              <Field
                {...form.field(`coverAlt${suffix}`)}
                label={`${text.coverAlt} (${name})`}
                maxLength={NEWS_COVER_ALT_MAX}
                autoComplete="off"
                hint={text.coverAltHelp}
              />
              <ImagePicker
                name={`social-${lang}`}
                image={form.values[`socialImage${suffix}`]}
                width={SOCIAL_IMAGE_WIDTH}
                labels={{
                  legend: `${text.socialImage} (${name})`,
                  none: text.socialImageNone,
                  upload: text.socialImageUpload,
                  remove: text.socialImageRemove,
                  uploading: texts.uploading,
                  help: text.socialImageHelp,
                }}
                onChange={(image) => {
                  form.setValue(`socialImageFileId${suffix}`, image.fileId === null ? "" : String(image.fileId));
                  form.setValue(`socialImage${suffix}`, image.url);
                }}
              />
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
