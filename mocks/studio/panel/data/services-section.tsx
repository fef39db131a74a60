import { textField } from '@/ui/app-form'
import { Button } from '@/ui/button'
import { db, type MockService, type MockUser } from '../../../db'
import { putService, removeService } from '../../data/editor-actions'
import { FormStatus } from './editor-parts'
import { useDataForm } from './data-form'
import { ServiceFormSchema, serviceOf, serviceValues } from '../../data/service-form'
import styles from './data-editor.module.css'

/** One service's form; without `service` it adds a new one. */
function ServiceForm({ user, service }: { user: MockUser; service?: MockService }) {
  const { form, status } = useDataForm({
    schema: ServiceFormSchema,
    defaultValues: serviceValues(service),
    apply: (values) => {
      putService(serviceOf(values, user.id), service)
      return service ? 'Сохранено' : 'Услуга добавлена'
    },
    resetAfter: !service,
  })
  return (
    <form.AppForm>
      <form.Form className={styles.item} label={service ? `Услуга «${service.message}»` : 'Новая услуга'}>
        <form.AppField name="message">{textField({ label: 'Название' })}</form.AppField>
        <div className={styles.pair}>
          <form.AppField name="amount">
            {textField({
              label: 'Цена в месяц, ₽',
              inputMode: 'decimal',
              hint: service ? undefined : 'Пусто — 1790 ₽',
            })}
          </form.AppField>
          <form.AppField name="serverCount">{textField({ label: 'Серверов', inputMode: 'numeric' })}</form.AppField>
        </div>
        <div className={styles.itemHead}>
          <Button type="submit" variant={service ? 'secondary' : 'primary'}>
            {service ? 'Сохранить' : 'Добавить услугу'}
          </Button>
          {service && (
            <button
              type="button"
              className={styles.rowButton}
              data-danger="true"
              onClick={() => removeService(service)}
            >
              Удалить
            </button>
          )}
        </div>
        <FormStatus text={status} />
      </form.Form>
    </form.AppForm>
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
