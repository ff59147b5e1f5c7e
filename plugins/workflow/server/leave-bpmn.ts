/**
 * The leave process every demo tenant gets deployed (key `Leave`, category leave): the approver the
 * applicant chose (`${taskUser}`) decides first; a leave of more than three days then goes to HR (role
 * `hr`, claimed by one of its users), a shorter one is approved at once; a rejection at either step ends
 * it as 已驳回. Drawn with its diagram (BPMN DI), so the designer and the history show it as laid out here.
 */
export const LEAVE_PROCESS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_Leave" targetNamespace="http://www.flowable.org/processdef">
  <bpmn:process id="Leave" name="请假流程" isExecutable="true">
    <bpmn:startEvent id="start" name="提交申请" />
    <bpmn:userTask id="leaderApproval" name="直属领导审批" flowable:assignee="\${taskUser}" />
    <bpmn:exclusiveGateway id="leaderGateway" name="领导意见" />
    <bpmn:userTask id="hrApproval" name="人事审批" flowable:candidateGroups="hr" />
    <bpmn:exclusiveGateway id="hrGateway" name="人事意见" />
    <bpmn:endEvent id="approved" name="已批准" />
    <bpmn:endEvent id="rejected" name="已驳回" />
    <bpmn:sequenceFlow id="toLeader" sourceRef="start" targetRef="leaderApproval" />
    <bpmn:sequenceFlow id="leaderDone" sourceRef="leaderApproval" targetRef="leaderGateway" />
    <bpmn:sequenceFlow id="longLeave" name="同意，超过3天" sourceRef="leaderGateway" targetRef="hrApproval">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\${pass &amp;&amp; days &gt; 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="shortLeave" name="同意，3天以内" sourceRef="leaderGateway" targetRef="approved">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\${pass &amp;&amp; days &lt;= 3}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="leaderReject" name="驳回" sourceRef="leaderGateway" targetRef="rejected">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\${!pass}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="hrDone" sourceRef="hrApproval" targetRef="hrGateway" />
    <bpmn:sequenceFlow id="hrPass" name="同意" sourceRef="hrGateway" targetRef="approved">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\${pass}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="hrReject" name="驳回" sourceRef="hrGateway" targetRef="rejected">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\${!pass}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_Leave">
    <bpmndi:BPMNPlane id="Plane_Leave" bpmnElement="Leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="leaderApproval_di" bpmnElement="leaderApproval"><dc:Bounds x="240" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="leaderGateway_di" bpmnElement="leaderGateway" isMarkerVisible="true"><dc:Bounds x="395" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrApproval_di" bpmnElement="hrApproval"><dc:Bounds x="520" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrGateway_di" bpmnElement="hrGateway" isMarkerVisible="true"><dc:Bounds x="675" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approved_di" bpmnElement="approved"><dc:Bounds x="792" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="rejected_di" bpmnElement="rejected"><dc:Bounds x="402" y="322" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toLeader_di" bpmnElement="toLeader"><di:waypoint x="188" y="200" /><di:waypoint x="240" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="leaderDone_di" bpmnElement="leaderDone"><di:waypoint x="340" y="200" /><di:waypoint x="395" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="longLeave_di" bpmnElement="longLeave"><di:waypoint x="445" y="200" /><di:waypoint x="520" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="shortLeave_di" bpmnElement="shortLeave"><di:waypoint x="420" y="175" /><di:waypoint x="420" y="100" /><di:waypoint x="810" y="100" /><di:waypoint x="810" y="182" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="leaderReject_di" bpmnElement="leaderReject"><di:waypoint x="420" y="225" /><di:waypoint x="420" y="322" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrDone_di" bpmnElement="hrDone"><di:waypoint x="620" y="200" /><di:waypoint x="675" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrPass_di" bpmnElement="hrPass"><di:waypoint x="725" y="200" /><di:waypoint x="792" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrReject_di" bpmnElement="hrReject"><di:waypoint x="700" y="225" /><di:waypoint x="700" y="340" /><di:waypoint x="438" y="340" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
