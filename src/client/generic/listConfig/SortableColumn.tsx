import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Checkbox } from 'antd';

interface SortableColumnProps {
  property: string;
  label: string;
  checked: boolean;
  dragLabel: string;
  onToggle: () => void;
}

/** One property in the column chooser: drag handle (pointer or keyboard) and a checkbox. */
export function SortableColumn({ property, label, checked, dragLabel, onToggle }: SortableColumnProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: property });
  return (
    <li
      ref={setNodeRef}
      className={`column-chooser__item${isDragging ? ' column-chooser__item--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="column-item"
      data-column={property}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="column-chooser__handle"
        aria-label={`${dragLabel}: ${label}`}
        data-testid="column-handle"
        {...attributes}
        {...listeners}
      >
        <HolderOutlined />
      </button>
      <Checkbox checked={checked} onChange={onToggle} data-testid="column-checkbox">
        {label}
      </Checkbox>
    </li>
  );
}
