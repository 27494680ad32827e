import { EntityList } from '../generic/list/EntityList';
import { useEntity } from '../generic/useEntity';

export default function EntityListPage({ resource }: { resource: string }) {
  return <EntityList key={resource} entity={useEntity(resource)} />;
}
