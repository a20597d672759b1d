import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SupportCategoriesPanel } from '@/features/taxonomy/components/support-categories-panel';
import { SupportSubOptionsPanel } from '@/features/taxonomy/components/support-sub-options-panel';
import { SupportTypesPanel } from '@/features/taxonomy/components/support-types-panel';
import { TAXONOMY_TABS, taxonomyParamsSchema } from '@/features/taxonomy/taxonomy-params';
import { useListParams } from '@/lib/use-list-params';

export default function AdminTaxonomyPage() {
  const [{ tab, typeId }, setAddress] = useListParams(taxonomyParamsSchema);

  return (
    <>
      <PageHeader
        title="Support Taxonomy"
        description="Support types, their categories and sub-options: what customers choose from in a request."
      />
      <Tabs
        value={tab}
        onValueChange={(next) => setAddress({ tab: TAXONOMY_TABS.find((name) => name === next) })}
      >
        <TabsList>
          <TabsTrigger value="types">Support Types</TabsTrigger>
          <TabsTrigger value="categories">Categories</TabsTrigger>
          <TabsTrigger value="sub-options">Sub-options</TabsTrigger>
        </TabsList>
        <TabsContent value="types">
          <SupportTypesPanel />
        </TabsContent>
        <TabsContent value="categories">
          <SupportCategoriesPanel typeId={typeId} onTypeIdChange={(next) => setAddress({ typeId: next })} />
        </TabsContent>
        <TabsContent value="sub-options">
          <SupportSubOptionsPanel typeId={typeId} onTypeIdChange={(next) => setAddress({ typeId: next })} />
        </TabsContent>
      </Tabs>
    </>
  );
}
