import { asset } from '../../../app/config';
import { RoutineFinder } from '../../routine';
import styles from './Sections.module.css';

export function DiagnosisPromo() {
  return (
    <section className="section lazy-render" aria-labelledby="diagnosis-title">
      <div className={`container ${styles.split} ${styles.promoBand} ${styles.finderBand}`}>
        <div>
          <p className="eyebrow">Skin diagnosis</p>
          <h2 id="diagnosis-title">Not sure where to begin?</h2>
          <p>
            Answer four questions and get a morning and an evening routine from our shop, step by step, with what it
            costs a day. Or visit a studio for a free ten-minute skin diagnosis.
          </p>
          <RoutineFinder />
        </div>
        <img src={asset('images/diagnosis.svg')} alt="" width={800} height={640} loading="lazy" decoding="async" />
      </div>
    </section>
  );
}
