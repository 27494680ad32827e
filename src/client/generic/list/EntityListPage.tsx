import { EntityList } from './EntityList';
import { useEntity } from '../useEntity';

export default function EntityListPage({ resource }: { resource: string }) {
  return <EntityList key={resource} entity={useEntity(resource)} />;
}
