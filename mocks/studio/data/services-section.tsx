import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import { db, type MockService, type MockUser } from '../../db'
import { putService, removeService } from './editor-actions'
import { FormStatus } from './editor-parts'
import { checkService, serviceForm } from './service-check'
import { useEditorForm } from './use-editor-form'
import styles from './data-editor.module.css'

/** One service's form; without `service` it adds a new one. */
function ServiceForm({ user, service }: { user: MockUser; service?: MockService }) {
  const { input, status, submit } = useEditorForm(
    () => serviceForm(service),
    (values) => checkService(values, user.id),
    (value) => {
      putService(value, service)
    },
    service ? 'Сохранено' : 'Услуга добавлена',
    !service,
  )
  const title = service ? `Услуга «${service.message}»` : 'Новая услуга'
  return (
    <form className={styles.item} onSubmit={submit} noValidate aria-label={title}>
      <Field label="Название" {...input('name')} />
      <div className={styles.pair}>
        <Field
          label="Цена в месяц, ₽"
          inputMode="decimal"
          hint={service ? undefined : 'Пусто — 1790 ₽'}
          {...input('price')}
        />
        <Field label="Серверов" inputMode="numeric" {...input('servers')} />
      </div>
      <div className={styles.itemHead}>
        <Button type="submit" variant={service ? 'secondary' : 'primary'}>
          {service ? 'Сохранить' : 'Добавить услугу'}
        </Button>
        {service && (
          <button type="button" className={styles.rowButton} data-danger="true" onClick={() => removeService(service)}>
            Удалить
          </button>
        )}
      </div>
      <FormStatus text={status} />
    </form>
  )
}

export function ServicesSection({ user }: { user: MockUser }) {
  const services = db().services.filter((service) => service.userId === user.id)
  return (
    <>
      {services.length === 0 && <p className={styles.muted}>Услуг нет: на главной — пустое состояние.</p>}
      {services.map((service, index) => (
        // Services have no id; the position and name are their identity while the list is shown.
        <ServiceForm key={`${index}-${service.message}`} user={user} service={service} />
      ))}
      <ServiceForm user={user} />
    </>
  )
}
