import { PolicyArticle, type PolicyArticleProps } from '@/features/public-pages/components/policy-article';
import { PublicPageLayout } from './public-page-layout';

/** A policy's page: its text in the public frame, named in the tab by the policy's title. */
export function PolicyPage(props: PolicyArticleProps) {
  return (
    <PublicPageLayout title={props.title}>
      <PolicyArticle {...props} />
    </PublicPageLayout>
  );
}
