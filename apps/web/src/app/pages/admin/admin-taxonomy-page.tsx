import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SupportCategoriesPanel } from '@/features/taxonomy/components/support-categories-panel';
import { SupportSubOptionsPanel } from '@/features/taxonomy/components/support-sub-options-panel';
import { SupportTypesPanel } from '@/features/taxonomy/components/support-types-panel';

const TABS = ['types', 'categories', 'sub-options'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export default function AdminTaxonomyPage() {
  // The tab and the support-type filter live in the address: a reload or Back shows the same list.
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'types';
  const typeId = searchParams.get('typeId') ?? '';

  function updateParams(name: 'tab' | 'typeId', value: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set(name, value);
        else params.delete(name);
        return params;
      },
      { replace: true },
    );
  }

  return (
    <>
      <PageHeader
        title="Support Taxonomy"
        description="Support types, their categories and sub-options: what customers choose from in a request."
      />
      <Tabs value={tab} onValueChange={(next) => updateParams('tab', next)}>
        <TabsList>
          <TabsTrigger value="types">Support Types</TabsTrigger>
          <TabsTrigger value="categories">Categories</TabsTrigger>
          <TabsTrigger value="sub-options">Sub-options</TabsTrigger>
        </TabsList>
        <TabsContent value="types">
          <SupportTypesPanel />
        </TabsContent>
        <TabsContent value="categories">
          <SupportCategoriesPanel typeId={typeId} onTypeIdChange={(next) => updateParams('typeId', next)} />
        </TabsContent>
        <TabsContent value="sub-options">
          <SupportSubOptionsPanel typeId={typeId} onTypeIdChange={(next) => updateParams('typeId', next)} />
        </TabsContent>
      </Tabs>
    </>
  );
}
